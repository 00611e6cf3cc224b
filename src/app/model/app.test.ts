import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $localStream } from '@/entities/call';
import { sessionInvalidatedInCall } from '@/features/auth';
import './app';

function fakeStream() {
  const tracks = [{ stop: vi.fn() }, { stop: vi.fn() }];
  return {
    tracks,
    stream: { getTracks: () => tracks, getAudioTracks: () => tracks } as unknown as MediaStream,
  };
}

describe('app wiring', () => {
  it('stops every local track when the session is invalidated during a call', async () => {
    const { tracks, stream } = fakeStream();
    const scope = fork({ values: [[$localStream, stream]] });
    await allSettled(sessionInvalidatedInCall, { scope, params: { meetingId: 'abc-defg-hij' } });
    for (const track of tracks) expect(track.stop).toHaveBeenCalled();
    expect(scope.getState($localStream)).toBeNull();
  });
});
