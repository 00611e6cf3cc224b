import { createEffect, createEvent, createStore, merge, sample, scopeBind } from 'effector';
import { recordingUrl } from '@/shared/api';

/** What the player needs of a file: where it is and what the lock screen shows. */
export interface PlaybackTrack {
  id: string;
  path: string;
  title: string;
  artist: string;
  duration: number;
}

/** Load errors are retried this often before the file resets (spec 02 §4). */
export const PLAYBACK_MAX_RETRIES = 3;
export const PLAYBACK_RATES = [1, 1.5, 2] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

/** Play/Pause of a file (button or Space): another file starts, the same file pauses and resets. */
export const playToggled = createEvent<PlaybackTrack>();
/** Ends playback from outside (page left, the file deleted, lock-screen stop). */
export const playbackStopped = createEvent();
export const audioAttached = createEvent<HTMLAudioElement>();
export const audioDetached = createEvent();
// What the one <audio> element reports.
export const timeUpdated = createEvent<number>();
export const durationChanged = createEvent<number>();
export const playingChanged = createEvent<boolean>();
export const playbackEnded = createEvent();
export const playbackErrored = createEvent();
/** The file could not be played after its retries. */
export const playbackFailed = createEvent<PlaybackTrack>();
// The expanded player's controls.
export const seekRequested = createEvent<number>();
export const mutedToggled = createEvent();
export const volumeChanged = createEvent<number>();
export const rateChanged = createEvent<PlaybackRate>();

export const $audio = createStore<HTMLAudioElement | null>(null, { serialize: 'ignore' });
export const $track = createStore<PlaybackTrack | null>(null);
export const $playing = createStore(false);
export const $position = createStore(0);
export const $duration = createStore(0);
export const $muted = createStore(false);
export const $volume = createStore(1);
export const $rate = createStore<PlaybackRate>(1);
const $attempts = createStore(0);

interface Settings {
  muted: boolean;
  volume: number;
  rate: number;
}

export const startFx = createEffect(
  async ({
    audio,
    track,
    settings,
  }: {
    audio: HTMLAudioElement;
    track: PlaybackTrack;
    settings: Settings;
  }) => {
    audio.src = recordingUrl(track.path);
    applySettings(audio, settings);
    await audio.play();
  },
);
/** A load error: reload the same URL and carry on where it stopped. */
export const retryFx = createEffect(
  async ({ audio, position }: { audio: HTMLAudioElement; position: number }) => {
    audio.load();
    if (position > 0) audio.currentTime = position;
    await audio.play();
  },
);
export const stopFx = createEffect((audio: HTMLAudioElement) => {
  audio.pause();
  audio.removeAttribute('src');
  audio.load();
});
export const seekFx = createEffect(({ audio, time }: { audio: HTMLAudioElement; time: number }) => {
  audio.currentTime = time;
});
export const settingsFx = createEffect(
  ({ audio, settings }: { audio: HTMLAudioElement; settings: Settings }) => applySettings(audio, settings),
);

function applySettings(audio: HTMLAudioElement, { muted, volume, rate }: Settings) {
  audio.muted = muted;
  audio.volume = volume;
  audio.playbackRate = rate;
  audio.defaultPlaybackRate = rate;
}

/** Title and controls on a phone's lock screen (Media Session API, where the browser has it). */
export const mediaSessionFx = createEffect((track: PlaybackTrack | null) => {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
  const session = navigator.mediaSession;
  if (!track) {
    session.metadata = null;
    session.playbackState = 'none';
    return;
  }
  session.metadata = new MediaMetadata({
    title: track.title,
    artist: track.artist,
    album: 'Parley recordings',
  });
  const stop = scopeBind(playbackStopped, { safe: true });
  const seek = scopeBind(seekRequested, { safe: true });
  const resume = scopeBind(resumeRequested, { safe: true });
  const pause = scopeBind(pauseRequested, { safe: true });
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => resume()],
    ['pause', () => pause()],
    ['stop', () => stop()],
    ['seekto', (details) => seek(details.seekTime ?? 0)],
  ];
  for (const [action, handler] of handlers) {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // An action the browser does not know: the others still work.
    }
  }
});

// Lock-screen play/pause keep the position (unlike the row's Play/Pause, which resets).
const resumeRequested = createEvent();
const pauseRequested = createEvent();
const resumeFx = createEffect((audio: HTMLAudioElement) => audio.play());
const pauseFx = createEffect((audio: HTMLAudioElement) => audio.pause());

$audio.on(audioAttached, (_, audio) => audio).reset(audioDetached);

const toggled = sample({
  clock: playToggled,
  source: $track,
  fn: (current, track) => ({ same: current?.id === track.id, track }),
});
const stopped = merge([toggled.filter({ fn: ({ same }) => same }), playbackEnded, playbackStopped]);
const started = toggled.filter({ fn: ({ same }) => !same }).map(({ track }) => track);

$track.on(started, (_, track) => track).reset([stopped, audioDetached]);
$position.reset([started, stopped, audioDetached]).on(timeUpdated, (_, time) => time);
$duration
  .on(started, (_, track) => track.duration)
  .on(durationChanged, (current, value) => (Number.isFinite(value) && value > 0 ? value : current))
  .reset([stopped, audioDetached]);
$playing.on(playingChanged, (_, playing) => playing).reset([stopped, audioDetached]);
$attempts.reset([started, stopped]).on(retryFx, (count) => count + 1);

sample({
  clock: started,
  source: { audio: $audio, muted: $muted, volume: $volume, rate: $rate },
  filter: ({ audio }) => audio !== null,
  fn: ({ audio, muted, volume, rate }, track) => ({
    audio: audio as HTMLAudioElement,
    track,
    settings: { muted, volume, rate },
  }),
  target: startFx,
});
sample({
  clock: stopped,
  source: $audio,
  filter: (audio): audio is HTMLAudioElement => audio !== null,
  target: stopFx,
});
sample({ clock: [started, stopped.map(() => null)], target: mediaSessionFx });

// Errors: retry a few times from the same position, then reset the file and say so.
const errored = sample({
  clock: playbackErrored,
  source: { audio: $audio, track: $track, attempts: $attempts, position: $position },
  filter: ({ audio, track }) => audio !== null && track !== null,
});
sample({
  clock: errored,
  filter: ({ attempts }) => attempts < PLAYBACK_MAX_RETRIES,
  fn: ({ audio, position }) => ({ audio: audio as HTMLAudioElement, position }),
  target: retryFx,
});
const gaveUp = errored.filter({ fn: ({ attempts }) => attempts >= PLAYBACK_MAX_RETRIES });
sample({ clock: gaveUp, fn: ({ track }) => track as PlaybackTrack, target: playbackFailed });
sample({ clock: gaveUp, target: playbackStopped });

sample({
  clock: seekRequested,
  source: { audio: $audio, track: $track, duration: $duration },
  filter: ({ audio, track }) => audio !== null && track !== null,
  fn: ({ audio, duration }, time) => ({
    audio: audio as HTMLAudioElement,
    time: Math.min(Math.max(0, time), duration || time),
  }),
  target: seekFx,
});
$position.on(seekFx.done, (_, { params }) => params.time);

$muted.on(mutedToggled, (muted) => !muted);
$volume.on(volumeChanged, (_, value) => Math.round(Math.min(1, Math.max(0, value)) * 10) / 10);
$rate.on(rateChanged, (_, rate) => rate);
sample({
  clock: [$muted.updates, $volume.updates, $rate.updates],
  source: { audio: $audio, muted: $muted, volume: $volume, rate: $rate },
  filter: ({ audio }) => audio !== null,
  fn: ({ audio, muted, volume, rate }) => ({
    audio: audio as HTMLAudioElement,
    settings: { muted, volume, rate },
  }),
  target: settingsFx,
});

sample({
  clock: resumeRequested,
  source: { audio: $audio, track: $track },
  filter: ({ audio, track }) => audio !== null && track !== null,
  fn: ({ audio }) => audio as HTMLAudioElement,
  target: resumeFx,
});
sample({
  clock: pauseRequested,
  source: $audio,
  filter: (audio): audio is HTMLAudioElement => audio !== null,
  target: pauseFx,
});
