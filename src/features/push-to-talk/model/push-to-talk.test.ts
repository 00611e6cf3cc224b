import { allSettled, createWatch, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realtimeEmitted } from '@/shared/api';
import { $mutedByHost, $userRoomPhase, userRoomClosed } from '@/entities/user-room';
import { $localMicEnabled } from '@/entities/microphone';
import { $user } from '@/entities/user';
import { startClipFx } from './clips';
import { $talkPressed, $talking, talkPressed, talkReleased } from './push-to-talk';

/** A press recorder that captures nothing: the clip itself is covered in clips.test.ts. */
const silentTake = () => ({
  ready: Promise.resolve(null),
  setStreams: () => undefined,
  stop: async () => null,
});

const user = { _id: 'm1', userId: 'U-1', name: 'Asha', isHost: false };

function setup(values: { muted?: boolean } = {}) {
  const scope = fork({
    values: [
      [$user, user],
      [$userRoomPhase, 'connected'],
      [$mutedByHost, values.muted ?? false],
    ],
    handlers: [[startClipFx, silentTake]],
  });
  const emitted: { event: string; payload?: unknown }[] = [];
  const unwatch = createWatch({ unit: realtimeEmitted, scope, fn: (message) => emitted.push(message) });
  return { scope, emitted, unwatch };
}

describe('push-to-talk', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('press enables the microphone and announces speaking at once', async () => {
    const { scope, emitted, unwatch } = setup();
    await allSettled(talkPressed, { scope });
    expect(scope.getState($talkPressed)).toBe(true);
    expect(scope.getState($talking)).toBe(true);
    expect(scope.getState($localMicEnabled)).toBe(true);
    expect(emitted).toEqual([
      { event: 'user-speaking', payload: { userName: 'Asha', userId: 'U-1', _id: 'm1' } },
    ]);
    unwatch();
  });

  it('release keeps the microphone for 500 ms, then sends the stop notice (the clip follows 3 s after release)', async () => {
    const { scope, emitted, unwatch } = setup();
    await allSettled(talkPressed, { scope });
    const settled = allSettled(talkReleased, { scope });
    expect(scope.getState($talkPressed)).toBe(false);
    await vi.advanceTimersByTimeAsync(499);
    expect(scope.getState($talking)).toBe(true);
    expect(emitted).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(scope.getState($talking)).toBe(false);
    expect(scope.getState($localMicEnabled)).toBe(false);
    expect(emitted[1]).toEqual({
      event: 'user-stopped-speaking',
      payload: { audioData: null, userData: { userName: 'Asha', userId: 'U-1', _id: 'm1' } },
    });
    unwatch();
  });

  it('the room closing in the 500 ms after release ends the press at once, with its stop notice', async () => {
    const { scope, emitted, unwatch } = setup();
    await allSettled(talkPressed, { scope });
    const released = allSettled(talkReleased, { scope });
    const closed = allSettled(userRoomClosed, { scope });
    await vi.advanceTimersByTimeAsync(600);
    await Promise.all([released, closed]);
    expect(emitted.map(({ event }) => event)).toEqual(['user-speaking', 'user-stopped-speaking']);
    expect(scope.getState($talking)).toBe(false);
    expect(scope.getState($localMicEnabled)).toBe(false);
    unwatch();
  });

  it('a new press within 500 ms keeps talking without a stop', async () => {
    const { scope, emitted, unwatch } = setup();
    await allSettled(talkPressed, { scope });
    const first = allSettled(talkReleased, { scope });
    await vi.advanceTimersByTimeAsync(200);
    // allSettled waits for the pending release timer too, so the clock moves on before awaiting.
    const second = allSettled(talkPressed, { scope });
    await vi.advanceTimersByTimeAsync(400);
    await Promise.all([first, second]);
    expect(scope.getState($talking)).toBe(true);
    expect(emitted.map((message) => message.event)).toEqual(['user-speaking']);
    unwatch();
  });

  it('ignores presses while muted by the host, and repeated presses', async () => {
    const muted = setup({ muted: true });
    await allSettled(talkPressed, { scope: muted.scope });
    expect(muted.scope.getState($talking)).toBe(false);
    muted.unwatch();

    const { scope, emitted, unwatch } = setup();
    await allSettled(talkPressed, { scope });
    await allSettled(talkPressed, { scope });
    expect(emitted).toHaveLength(1);
    unwatch();
  });

  it('being muted by the host stops talking immediately', async () => {
    const { scope, emitted, unwatch } = setup();
    await allSettled(talkPressed, { scope });
    await allSettled($mutedByHost, { scope, params: true });
    expect(scope.getState($talking)).toBe(false);
    expect(scope.getState($talkPressed)).toBe(false);
    expect(emitted.map((message) => message.event)).toEqual(['user-speaking', 'user-stopped-speaking']);
    unwatch();
  });
});
