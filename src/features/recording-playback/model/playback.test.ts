import { allSettled, createWatch, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $duration,
  $muted,
  $position,
  $rate,
  $track,
  $volume,
  PLAYBACK_MAX_RETRIES,
  audioAttached,
  durationChanged,
  loadTrackFx,
  mediaSessionFx,
  mutedToggled,
  playToggled,
  playbackEnded,
  playbackErrored,
  playbackFailed,
  rateChanged,
  seekRequested,
  timeUpdated,
  volumeChanged,
  type PlaybackTrack,
} from './playback';

const track = (id: string): PlaybackTrack => ({
  id,
  path: `recordings/Ravi Kumar/folder/${id}.wav`,
  title: `Clip ${id}`,
  artist: 'Ravi Kumar',
  duration: 3,
});

function fakeAudio() {
  const audio = {
    src: '',
    currentTime: 0,
    muted: false,
    volume: 1,
    playbackRate: 1,
    defaultPlaybackRate: 1,
    play: vi.fn(async () => undefined),
    pause: vi.fn(),
    load: vi.fn(),
    removeAttribute: vi.fn((name: string) => {
      if (name === 'src') audio.src = '';
    }),
  };
  return audio;
}

/** Object URLs the model created and released (the browser's own `URL.createObjectURL`, observed). */
let created: string[] = [];
let revoked: string[] = [];
beforeEach(() => {
  created = [];
  revoked = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:http://localhost/${created.length}-${(blob as Blob).size}`;
    created.push(url);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
});
afterEach(() => vi.restoreAllMocks());

/** The server: each fetch of a file answers its bytes (the track id), or fails while `failing` is set. */
function fakeServer() {
  const server = { failing: false, fetched: [] as string[] };
  const handler = vi.fn(async ({ track, position }: { track: PlaybackTrack; position: number }) => {
    server.fetched.push(track.path);
    if (server.failing) throw new Error('Failed to download recording');
    return { track, position, blob: new Blob([track.id]) };
  });
  return { server, handler };
}

async function setup() {
  const audio = fakeAudio();
  const { server, handler } = fakeServer();
  const scope = fork({
    handlers: [
      [mediaSessionFx, vi.fn()],
      [loadTrackFx, handler],
    ],
  });
  await allSettled(audioAttached, { scope, params: audio as unknown as HTMLAudioElement });
  return { audio, scope, server };
}

describe('recording playback', () => {
  it('plays one file at a time: another file switches, the same file again stops and resets', async () => {
    const { audio, scope, server } = await setup();
    await allSettled(playToggled, { scope, params: track('a') });
    expect(scope.getState($track)?.id).toBe('a');
    expect(server.fetched).toEqual(['recordings/Ravi Kumar/folder/a.wav']);
    expect(audio.src).toBe(created[0]);
    expect(audio.play).toHaveBeenCalledTimes(1);

    await allSettled(timeUpdated, { scope, params: 1.5 });
    await allSettled(playToggled, { scope, params: track('b') });
    expect(scope.getState($track)?.id).toBe('b');
    expect(audio.src).toBe(created[1]);
    expect(scope.getState($position)).toBe(0);

    await allSettled(playToggled, { scope, params: track('b') });
    expect(scope.getState($track)).toBeNull();
    expect(audio.pause).toHaveBeenCalled();
    expect(audio.src).toBe('');
  });

  it('plays the fetched bytes from a page-local URL, released as soon as the element leaves it', async () => {
    const { audio, scope } = await setup();
    await allSettled(playToggled, { scope, params: track('a') });
    expect(audio.src).toMatch(/^blob:/);
    expect(revoked).toEqual([]);
    await allSettled(playToggled, { scope, params: track('b') });
    // A copied URL of the first file no longer opens it once the second plays.
    expect(revoked).toEqual([created[0]]);
    await allSettled(playbackEnded, { scope });
    expect(revoked).toEqual([created[0], created[1]]);
  });

  it('drops bytes that arrive after the file was stopped', async () => {
    const audio = fakeAudio();
    let release: (() => void) | null = null;
    const scope = fork({
      handlers: [
        [mediaSessionFx, vi.fn()],
        [
          loadTrackFx,
          ({ track, position }: { track: PlaybackTrack; position: number }) =>
            new Promise((resolve) => {
              release = () => resolve({ track, position, blob: new Blob([track.id]) });
            }),
        ],
      ],
    });
    await allSettled(audioAttached, { scope, params: audio as unknown as HTMLAudioElement });
    const playing = allSettled(playToggled, { scope, params: track('a') });
    await vi.waitFor(() => expect(release).not.toBeNull());
    // Toggled again while the bytes are on their way (settles together with the fetch).
    const stopping = allSettled(playToggled, { scope, params: track('a') });
    await vi.waitFor(() => expect(scope.getState($track)).toBeNull());
    release!();
    await Promise.all([playing, stopping]);
    expect(audio.play).not.toHaveBeenCalled();
    expect(created).toEqual([]);
  });

  it('resets when the file ends', async () => {
    const { scope } = await setup();
    await allSettled(playToggled, { scope, params: track('a') });
    await allSettled(durationChanged, { scope, params: 3.2 });
    expect(scope.getState($duration)).toBe(3.2);
    await allSettled(playbackEnded, { scope });
    expect(scope.getState($track)).toBeNull();
    expect(scope.getState($duration)).toBe(0);
  });

  it(`fetches again after a load error, ${PLAYBACK_MAX_RETRIES} times from the same position, then resets and reports`, async () => {
    const { audio, scope, server } = await setup();
    const failed = vi.fn();
    createWatch({ unit: playbackFailed, fn: failed, scope });
    await allSettled(playToggled, { scope, params: track('a') });
    await allSettled(timeUpdated, { scope, params: 1 });
    await allSettled(playbackErrored, { scope });
    expect(server.fetched).toHaveLength(2);
    expect(audio.currentTime).toBe(1);
    expect(audio.play).toHaveBeenCalledTimes(2);
    // The network is gone: each failed fetch counts as an attempt too.
    server.failing = true;
    await allSettled(playbackErrored, { scope });
    expect(server.fetched).toHaveLength(1 + PLAYBACK_MAX_RETRIES);
    expect(scope.getState($track)).toBeNull();
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }));
  });

  it('seeks within the file, clamped to its length', async () => {
    const { audio, scope } = await setup();
    await allSettled(playToggled, { scope, params: track('a') });
    await allSettled(seekRequested, { scope, params: 1.5 });
    expect(audio.currentTime).toBe(1.5);
    expect(scope.getState($position)).toBe(1.5);
    await allSettled(seekRequested, { scope, params: 99 });
    expect(audio.currentTime).toBe(3);
  });

  it('mute, volume (0 to 1, step 0.1) and speed reach the element and carry to the next file', async () => {
    const { audio, scope } = await setup();
    await allSettled(playToggled, { scope, params: track('a') });
    await allSettled(mutedToggled, { scope });
    expect(audio.muted).toBe(true);
    await allSettled(volumeChanged, { scope, params: 0.46 });
    expect(scope.getState($volume)).toBe(0.5);
    await allSettled(volumeChanged, { scope, params: 3 });
    expect(audio.volume).toBe(1);
    await allSettled(rateChanged, { scope, params: 1.5 });
    expect(audio.playbackRate).toBe(1.5);
    await allSettled(playToggled, { scope, params: track('b') });
    expect([audio.muted, audio.playbackRate, scope.getState($muted), scope.getState($rate)]).toEqual([
      true,
      1.5,
      true,
      1.5,
    ]);
  });
});
