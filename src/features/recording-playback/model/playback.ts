import { createEffect, createEvent, createStore, merge, sample, scopeBind } from 'effector';
import { fetchRecordingBlob } from '@/entities/recording';

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
/** The object URL the element plays, released once another replaces it or the file stops. */
const $playingUrl = createStore<string | null>(null, { serialize: 'ignore' });

interface Settings {
  muted: boolean;
  volume: number;
  rate: number;
}

/**
 * The file's bytes, fetched with the token in the Authorization header (media elements send no headers, and a
 * token in a URL would stay in server logs, proxies and the history). `position` is where playback resumes.
 */
export const loadTrackFx = createEffect(
  async ({ track, position }: { track: PlaybackTrack; position: number }) => ({
    track,
    position,
    blob: await fetchRecordingBlob(track.path),
  }),
);
/** A page-local URL of the fetched bytes: the element seeks and changes speed in it as in any file. */
export const objectUrlFx = createEffect(({ blob, position }: { blob: Blob; position: number }) => ({
  url: URL.createObjectURL(blob),
  position,
}));
export const revokeUrlFx = createEffect((url: string) => URL.revokeObjectURL(url));
export const startFx = createEffect(
  async ({
    audio,
    url,
    replaced,
    position,
    settings,
  }: {
    audio: HTMLAudioElement;
    url: string;
    /** The URL the element played until now, released once it no longer points at it. */
    replaced: string | null;
    position: number;
    settings: Settings;
  }) => {
    audio.src = url;
    if (replaced) URL.revokeObjectURL(replaced);
    applySettings(audio, settings);
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
$attempts.reset([started, stopped]);

/** Fetches the file (again, after an error) and plays it from `position`. */
const loadRequested = createEvent<{ track: PlaybackTrack; position: number }>();
sample({ clock: started, fn: (track) => ({ track, position: 0 }), target: loadRequested });

// Stopped: the element no longer points at the URL (stopFx), so it is released.
sample({ clock: [stopped, audioDetached], source: $playingUrl, filter: Boolean, target: revokeUrlFx });
// (reset by the release itself: a reset on `stopped` would hide the URL from the sample above)
$playingUrl.on(startFx, (_, { url }) => url).reset(revokeUrlFx);
sample({ clock: loadRequested, target: loadTrackFx });

// Bytes that arrive for a file no longer playing are dropped.
sample({
  clock: loadTrackFx.doneData,
  source: $track,
  filter: (current, { track }) => current?.id === track.id,
  fn: (_, { blob, position }) => ({ blob, position }),
  target: objectUrlFx,
});
sample({
  clock: objectUrlFx.doneData,
  source: { audio: $audio, playing: $playingUrl, muted: $muted, volume: $volume, rate: $rate },
  filter: ({ audio }) => audio !== null,
  fn: ({ audio, playing, muted, volume, rate }, { url, position }) => ({
    audio: audio as HTMLAudioElement,
    url,
    replaced: playing,
    position,
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

// Errors (the fetch or the element): fetch again a few times from the same position, then reset the file and
// say so.
sample({
  clock: loadTrackFx.fail,
  source: $track,
  filter: (current, { params }) => current?.id === params.track.id,
  target: playbackErrored,
});
const errored = sample({
  clock: playbackErrored,
  source: { audio: $audio, track: $track, attempts: $attempts, position: $position },
  filter: ({ audio, track }) => audio !== null && track !== null,
});
const retried = sample({
  clock: errored,
  filter: ({ attempts }) => attempts < PLAYBACK_MAX_RETRIES,
  fn: ({ track, position }) => ({ track: track as PlaybackTrack, position }),
});
sample({ clock: retried, target: loadRequested });
$attempts.on(retried, (count) => count + 1);
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
