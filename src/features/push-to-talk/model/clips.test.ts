import { allSettled, createWatch, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $realtimeConnected,
  $socket,
  REALTIME_CLIP_MAX_BASE64_LENGTH,
  REALTIME_CLIP_MAX_BYTES,
  realtimeConnected,
  realtimeEmitted,
} from '@/shared/api';
import { $mutedByHost, $userCall, $userRoomPhase, userLeaveConfirmed } from '@/entities/user-room';
import { $user } from '@/entities/user';
import type { FinishedRecording, MixRecorder, PreparedMixRecorder } from '@/shared/lib/recording';
import type { ClipTake } from '../lib/clip-take';
import { readUnsentClips, writeUnsentClips } from '../lib/clip-store';
import {
  $savingClipsShown,
  $unsentClips,
  clipOutboxStarted,
  clipRefused,
  prepareClipRecorderFx,
  startClipFx,
} from './clips';
import { talkPressed, talkReleased } from './push-to-talk';

const user = { _id: 'm1', userId: 'U-1', name: 'Asha', isHost: false };
const call = { _id: 'c1', meetingId: 'M-100', status: 'active' };

/** `count` MPEG-1 Layer III frames, 128 kbit/s at 44.1 kHz: 417 bytes and 26.1 ms each. */
function mp3(count: number): Blob {
  const frame = new Uint8Array(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return new Blob(
    Array.from({ length: count }, () => frame),
    { type: 'audio/mpeg' },
  );
}

/** A press recorder that captured `file` (in memory, as where OPFS is missing). */
function fakeTake(id: string, file: Blob | null): ClipTake {
  const recorder = { id, startedAt: 1, persistent: false } as MixRecorder;
  return {
    ready: Promise.resolve(recorder),
    setStreams: () => undefined,
    stop: async () =>
      ({ id, startedAt: 1, endedAt: 2, durationMs: 1, file, wav: null }) satisfies FinishedRecording,
  };
}

interface Sent {
  audioData: string;
  meetingId: string;
  clipId: string;
}

function fakeSocket(answer: (payload: Sent) => unknown = () => ({ ok: true, saved: true })) {
  const sent: Sent[] = [];
  const socket = {
    connected: true,
    timeout: () => ({
      emitWithAck: async (event: string, payload: Sent) => {
        expect(event).toBe('user-stopped-speaking');
        sent.push(payload);
        return answer(payload);
      },
    }),
  };
  return { socket, sent };
}

let takes = 0;
function setup(options: { file?: Blob | null; answer?: (payload: Sent) => unknown } = {}) {
  const { socket, sent } = fakeSocket(options.answer);
  const scope = fork({
    values: [
      [$user, user],
      [$userRoomPhase, 'connected'],
      [$userCall, call],
      [$realtimeConnected, true],
      [$socket, socket],
    ],
    handlers: [
      [
        startClipFx,
        () => fakeTake(`clip-${1000 + ++takes}-abc`, 'file' in options ? (options.file ?? null) : mp3(100)),
      ],
    ],
  });
  const emitted: { event: string; payload?: unknown }[] = [];
  const unwatch = createWatch({ unit: realtimeEmitted, scope, fn: (message) => emitted.push(message) });
  return { scope, sent, socket, emitted, unwatch };
}

const decodedLength = (base64: string) => atob(base64).length;

describe('push-to-talk clips', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('sends the press as base64 MP3 3 s after release and forgets it once acknowledged', async () => {
    const { scope, sent, emitted, unwatch } = setup();
    await allSettled(talkPressed, { scope });
    const settled = allSettled(talkReleased, { scope });
    await vi.advanceTimersByTimeAsync(500);
    // The stop message goes at 500 ms without audio; the clip waits, listed and stored.
    expect(emitted.at(-1)).toMatchObject({ event: 'user-stopped-speaking', payload: { audioData: null } });
    expect(scope.getState($unsentClips)).toHaveLength(1);
    expect(readUnsentClips('m1')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2499);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ meetingId: 'M-100', clipId: expect.stringMatching(/^clip-\d+-abc$/) });
    expect(decodedLength(sent[0]!.audioData)).toBe(100 * 417);
    expect(scope.getState($unsentClips)).toEqual([]);
    expect(readUnsentClips('m1')).toEqual([]);
    unwatch();
  });

  it('keeps an unacknowledged clip and sends it again after a reconnect', async () => {
    let online = false;
    const { scope, sent, socket, unwatch } = setup({
      answer: () => {
        if (!online) throw new Error('operation has timed out');
        return { ok: true, saved: true };
      },
    });
    await allSettled(talkPressed, { scope });
    const settled = allSettled(talkReleased, { scope });
    await vi.advanceTimersByTimeAsync(3000);
    await settled;
    expect(sent).toHaveLength(1);
    expect(scope.getState($unsentClips)).toHaveLength(1);
    expect(readUnsentClips('m1')[0]).toMatchObject({ meetingId: 'M-100' });

    online = true;
    socket.connected = true;
    await allSettled(realtimeConnected, { scope });
    expect(sent).toHaveLength(2);
    expect(sent[1]!.clipId).toBe(sent[0]!.clipId);
    expect(scope.getState($unsentClips)).toEqual([]);
    unwatch();
  });

  it('sends clips a closed or crashed tab left behind when the app starts again', async () => {
    // A press that was still recording when the tab died: listed, never released.
    writeUnsentClips('m1', [
      { clipId: 'clip-1-old', ownerId: 'm1', meetingId: 'M-99', startedAt: 1, dueAt: null },
    ]);
    writeUnsentClips('other', [
      { clipId: 'clip-2-not', ownerId: 'other', meetingId: 'M-99', startedAt: 2, dueAt: 2 },
    ]);
    const { keepClipInMemory } = await import('../lib/clip-store');
    keepClipInMemory('clip-1-old', mp3(10));
    const { scope, sent, unwatch } = setup();
    await allSettled(clipOutboxStarted, { scope });
    expect(sent.map((payload) => [payload.clipId, payload.meetingId])).toEqual([['clip-1-old', 'M-99']]);
    expect(readUnsentClips('m1')).toEqual([]);
    expect(readUnsentClips('other')).toHaveLength(1);
    unwatch();
  });

  it('splits a long press into consecutive clips under the server limit', async () => {
    // About 4.6 MB: more than one clip may carry.
    const frames = 11_000;
    const { scope, sent, unwatch } = setup({ file: mp3(frames) });
    await allSettled(talkPressed, { scope });
    const settled = allSettled(talkReleased, { scope });
    await vi.advanceTimersByTimeAsync(3000);
    await settled;
    expect(sent).toHaveLength(2);
    const [first, second] = sent as [Sent, Sent];
    expect(first.clipId).toMatch(/-1$/);
    expect(second.clipId).toBe(first.clipId.replace(/-1$/, '-2'));
    for (const part of sent) {
      expect(part.audioData.length).toBeLessThanOrEqual(REALTIME_CLIP_MAX_BASE64_LENGTH);
      expect(decodedLength(part.audioData)).toBeLessThanOrEqual(REALTIME_CLIP_MAX_BYTES);
      expect(decodedLength(part.audioData) % 417).toBe(0);
    }
    expect(decodedLength(first.audioData) + decodedLength(second.audioData)).toBe(frames * 417);
    expect(scope.getState($unsentClips)).toEqual([]);
    unwatch();
  });

  it('being muted by the host ends the clip, which still goes 3 s later', async () => {
    const { scope, sent, unwatch } = setup();
    await allSettled(talkPressed, { scope });
    const muted = allSettled($mutedByHost, { scope, params: true });
    await vi.advanceTimersByTimeAsync(2999);
    expect(sent).toHaveLength(0);
    expect(scope.getState($unsentClips)[0]?.dueAt).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await muted;
    expect(sent).toHaveLength(1);
    unwatch();
  });

  it('leaving sends the waiting clip at once and shows the saving modal until it is acknowledged', async () => {
    let acknowledge: (value: unknown) => void = () => undefined;
    const { scope, sent, unwatch } = setup({
      answer: () => new Promise((resolve) => (acknowledge = resolve)),
    });
    await allSettled(talkPressed, { scope });
    const released = allSettled(talkReleased, { scope });
    await vi.advanceTimersByTimeAsync(600);
    const left = allSettled(userLeaveConfirmed, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(scope.getState($savingClipsShown)).toBe(true);
    acknowledge({ ok: true, saved: true });
    await vi.advanceTimersByTimeAsync(3000);
    await Promise.all([released, left]);
    expect(scope.getState($savingClipsShown)).toBe(false);
    expect(sent).toHaveLength(1);
    unwatch();
  });

  it('drops a clip the server refuses for good and says so', async () => {
    const refused: { clipId: string; message: string }[] = [];
    const { scope, unwatch } = setup({
      answer: () => ({ ok: false, message: 'Recording storage is full for this user' }),
    });
    const unwatchRefused = createWatch({ unit: clipRefused, scope, fn: (payload) => refused.push(payload) });
    await allSettled(talkPressed, { scope });
    const settled = allSettled(talkReleased, { scope });
    await vi.advanceTimersByTimeAsync(3000);
    await settled;
    expect(refused).toEqual([
      { clipId: expect.any(String), message: 'Recording storage is full for this user' },
    ]);
    expect(scope.getState($unsentClips)).toEqual([]);
    unwatchRefused();
    unwatch();
  });

  it('a press that captured nothing is not listed', async () => {
    const { scope, sent, unwatch } = setup({ file: null });
    await allSettled(talkPressed, { scope });
    const settled = allSettled(talkReleased, { scope });
    await vi.advanceTimersByTimeAsync(3000);
    await settled;
    expect(sent).toHaveLength(0);
    expect(scope.getState($unsentClips)).toEqual([]);
    unwatch();
  });

  describe('the recorder a press starts', () => {
    function preparedRecorders() {
      const made: { recorder: PreparedMixRecorder; released: () => boolean }[] = [];
      const prepare = () => {
        let released = false;
        const recorder: PreparedMixRecorder = {
          start: () => Promise.reject(new Error('started through the take')),
          dispose: () => void (released = true),
        };
        made.push({ recorder, released: () => released });
        return Promise.resolve(recorder);
      };
      return { made, prepare };
    }

    function setupRoom() {
      const { made, prepare } = preparedRecorders();
      const startedWith: (PreparedMixRecorder | null)[] = [];
      const scope = fork({
        values: [
          [$user, user],
          [$userRoomPhase, 'joining'],
          [$userCall, call],
          [$realtimeConnected, true],
          [$socket, fakeSocket().socket],
        ],
        handlers: [
          [prepareClipRecorderFx, prepare],
          [
            startClipFx,
            ({ prepared }: { prepared: PreparedMixRecorder | null }) => {
              startedWith.push(prepared);
              return fakeTake(`clip-${2000 + startedWith.length}-abc`, mp3(10));
            },
          ],
        ],
      });
      return { scope, made, startedWith };
    }

    it('is made ready once the user is in the call, and the next one after each press', async () => {
      const { scope, made, startedWith } = setupRoom();
      expect(made).toHaveLength(0);
      await allSettled($userRoomPhase, { scope, params: 'connected' });
      expect(made).toHaveLength(1);

      await allSettled(talkPressed, { scope });
      expect(startedWith).toEqual([made[0]?.recorder]);
      const settled = allSettled(talkReleased, { scope });
      await vi.advanceTimersByTimeAsync(3000);
      await settled;
      expect(made).toHaveLength(2);

      await allSettled(talkPressed, { scope });
      expect(startedWith).toEqual([made[0]?.recorder, made[1]?.recorder]);
      expect(made.some(({ released }) => released())).toBe(false);
    });

    it('is released when the user leaves without using it', async () => {
      const { scope, made } = setupRoom();
      await allSettled($userRoomPhase, { scope, params: 'connected' });
      await allSettled($userRoomPhase, { scope, params: 'leaving' });
      expect(made.map(({ released }) => released())).toEqual([true]);

      // A press after leaving starts no recorder and prepares none.
      await allSettled(talkPressed, { scope });
      expect(made).toHaveLength(1);
    });
  });
});
