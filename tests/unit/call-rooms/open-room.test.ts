import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $openRoom, openRoomCloseRequested } from '@/entities/open-room';
import type { Call } from '@/shared/api';
import { $hostCall, $hostRoomPhase } from '@/entities/host-room/model';
import { $userCall, $userRoomPhase } from '@/entities/user-room/model';
import '@/entities/host-room';
import '@/entities/user-room';

const call = { _id: 'call-record-1', meetingId: 'abc-defg-hij' } as Call;

describe('the open room, as the rest of the app sees it (entities/open-room)', () => {
  it("is the host's room while it connects and is live, with the meeting id, never the call record's _id", async () => {
    const scope = fork();
    await allSettled($hostCall, { scope, params: call });
    expect(scope.getState($openRoom)).toBeNull();

    await allSettled($hostRoomPhase, { scope, params: 'connecting' });
    expect(scope.getState($openRoom)).toEqual({ meetingId: 'abc-defg-hij' });
    await allSettled($hostRoomPhase, { scope, params: 'live' });
    expect(scope.getState($openRoom)).toEqual({ meetingId: 'abc-defg-hij' });

    await allSettled($hostRoomPhase, { scope, params: 'leaving' });
    expect(scope.getState($openRoom)).toBeNull();
  });

  it("is the user's room while it joins and is connected, before its call has loaded too", async () => {
    const scope = fork();
    await allSettled($userRoomPhase, { scope, params: 'joining' });
    expect(scope.getState($openRoom)).toEqual({ meetingId: null });

    await allSettled($userCall, { scope, params: call });
    await allSettled($userRoomPhase, { scope, params: 'connected' });
    expect(scope.getState($openRoom)).toEqual({ meetingId: 'abc-defg-hij' });
  });

  it('closes when asked there, whichever role opened it', async () => {
    const scope = fork();
    await allSettled($userCall, { scope, params: call });
    await allSettled($userRoomPhase, { scope, params: 'connected' });

    await allSettled(openRoomCloseRequested, { scope });

    expect(scope.getState($openRoom)).toBeNull();
  });
});
