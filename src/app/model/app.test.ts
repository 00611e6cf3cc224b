import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $localStream } from '@/entities/microphone';
import { fetchProfileFx, SESSION_EXPIRED_MESSAGE, sessionStarted } from '@/entities/user';
import { sessionInvalidatedInCall } from '@/features/auth';
import { ApiError } from '@/shared/api';
import { navigateFx } from '@/shared/lib';
import './app';
// A room can only be open once a call page loaded its room entity, which closes it on request.
import '@/entities/host-room';

/** navigateFx is attached to the router: a handler gets (navigator, params). */
const navigated = (navigate: ReturnType<typeof vi.fn>) => navigate.mock.calls.map((call) => call.at(-1));

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

  it('sends the visitor to /login, in place of the current entry, when the stored session is rejected as expired', async () => {
    localStorage.setItem('token', 'stored');
    localStorage.setItem('user', JSON.stringify({ _id: 'h1', name: 'Asha Rao', isHost: true }));
    const navigate = vi.fn();
    const scope = fork({
      handlers: [
        [
          fetchProfileFx,
          async () => {
            throw new ApiError(401, SESSION_EXPIRED_MESSAGE);
          },
        ],
        [navigateFx, navigate],
      ],
    });
    await allSettled(sessionStarted, { scope });
    expect(navigated(navigate)).toEqual([{ to: '/login', replace: true }]);
  });
});
