import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
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

async function setup() {
  const audio = fakeAudio();
  const scope = fork({ handlers: [[mediaSessionFx, vi.fn()]] });
  await allSettled(audioAttached, { scope, params: audio as unknown as HTMLAudioElement });
  return { audio, scope };
}

describe('recording playback', () => {
  it('plays one file at a time: another file switches, the same file again stops and resets', async () => {
    const { audio, scope } = await setup();
    await allSettled(playToggled, { scope, params: track('a') });
    expect(scope.getState($track)?.id).toBe('a');
    expect(audio.src).toContain('/recordings/Ravi%20Kumar/folder/a.wav');
    expect(audio.play).toHaveBeenCalledTimes(1);

    await allSettled(timeUpdated, { scope, params: 1.5 });
    await allSettled(playToggled, { scope, params: track('b') });
    expect(scope.getState($track)?.id).toBe('b');
    expect(audio.src).toContain('b.wav');
    expect(scope.getState($position)).toBe(0);

    await allSettled(playToggled, { scope, params: track('b') });
    expect(scope.getState($track)).toBeNull();
    expect(audio.pause).toHaveBeenCalled();
    expect(audio.src).toBe('');
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

  it(`retries a load error ${PLAYBACK_MAX_RETRIES} times from the same position, then resets and reports`, async () => {
    const { audio, scope } = await setup();
    const failed = vi.fn();
    createWatch({ unit: playbackFailed, fn: failed, scope });
    await allSettled(playToggled, { scope, params: track('a') });
    await allSettled(timeUpdated, { scope, params: 1 });
    for (let attempt = 1; attempt <= PLAYBACK_MAX_RETRIES; attempt++) {
      await allSettled(playbackErrored, { scope });
      expect(audio.load).toHaveBeenCalledTimes(attempt);
      expect(scope.getState($track)?.id).toBe('a');
    }
    expect(audio.currentTime).toBe(1);
    await allSettled(playbackErrored, { scope });
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
