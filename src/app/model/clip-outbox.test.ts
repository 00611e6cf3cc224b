import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $user } from '@/entities/user';
import { $realtimeConnected, $socket, realtimeConnected } from '@/shared/api';
import type * as recording from '@/shared/lib/recording';
import './clip-outbox';

/** The disk (OPFS): the clip a closed tab left behind, 10 MP3 frames cut off mid-press. */
vi.mock('@/shared/lib/recording', async (original) => ({
  ...(await original<typeof recording>()),
  supportsRecordingFiles: () => true,
  readUnfinishedRecording: async () => {
    const frame = new Uint8Array(417);
    frame.set([0xff, 0xfb, 0x90, 0x64]);
    return new Blob(
      Array.from({ length: 10 }, () => frame),
      { type: 'audio/mpeg' },
    );
  },
  deleteStoredRecording: async () => undefined,
}));

const subUser = { _id: 'm1', userId: 'U-1', name: 'Asha', isHost: false };
const host = { _id: 'h1', name: 'Host', isHost: true };

function fakeSocket() {
  const sent: Array<{ event: string; clipId: string; meetingId: string }> = [];
  const socket = {
    connected: true,
    timeout: () => ({
      emitWithAck: async (event: string, payload: { clipId: string; meetingId: string }) => {
        sent.push({ event, clipId: payload.clipId, meetingId: payload.meetingId });
        return { ok: true, saved: true };
      },
    }),
  };
  return { socket, sent };
}

/** What a tab that closed within 3 s of a release leaves in local storage. */
function leaveUnsentClip(ownerId: string) {
  localStorage.setItem(
    'parley-unsent-clips',
    JSON.stringify([{ clipId: 'clip-1-left', ownerId, meetingId: 'M-7', startedAt: 1, dueAt: 2 }]),
  );
}

describe('unsent clips at the start of the app', () => {
  beforeEach(() => localStorage.clear());

  it("sends a sub-user's unsent clip at the session's first connection, without a call room", async () => {
    leaveUnsentClip('m1');
    const { socket, sent } = fakeSocket();
    const scope = fork({
      values: [
        [$user, subUser],
        [$socket, socket],
        [$realtimeConnected, true],
      ],
    });
    await allSettled(realtimeConnected, { scope });
    expect(sent).toEqual([{ event: 'user-stopped-speaking', clipId: 'clip-1-left', meetingId: 'M-7' }]);
    expect(JSON.parse(localStorage.getItem('parley-unsent-clips') ?? '[]')).toEqual([]);
  });

  it("leaves a host's session alone (hosts record no clips) and another account's clips unsent", async () => {
    leaveUnsentClip('someone-else');
    const { socket, sent } = fakeSocket();
    for (const user of [host, subUser]) {
      const scope = fork({
        values: [
          [$user, user],
          [$socket, socket],
          [$realtimeConnected, true],
        ],
      });
      await allSettled(realtimeConnected, { scope });
    }
    expect(sent).toEqual([]);
    expect(JSON.parse(localStorage.getItem('parley-unsent-clips') ?? '[]')).toHaveLength(1);
  });
});
