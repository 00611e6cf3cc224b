import { allSettled, createWatch, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realtimeMessageReceived } from '@/shared/api';
import { $user } from '@/entities/user/@x/call-room';
import { returnedFromCall } from '@/entities/open-room/@x/call-room';
import { $localMicEnabled } from '@/entities/microphone/@x/call-room';
import type { RoomExit, RoomNotice } from '@/entities/call-room/model/room-types';
import {
  $hostStatus,
  $mutedByHost,
  $roomNotice,
  $userReconnecting,
  $userRoomPhase,
  userRoomExitRequested,
  userRoomNoticeRaised,
  userRoomSocketReleased,
} from '@/entities/user-room/model';

const user = { _id: 'm1', userId: 'U-1', name: 'Asha', isHost: false };
const message = (event: string, payload: unknown = {}) => ({ event, payload });

function setup() {
  const exits: RoomExit[] = [];
  const notices: RoomNotice[] = [];
  const scope = fork({
    values: [
      [$user, user],
      [$userRoomPhase, 'connected'],
      [$localMicEnabled, true],
    ],
  });
  // The room says where the user goes and what the user is told; the page navigates and toasts (pages/user-call).
  const exitWatch = createWatch({ unit: userRoomExitRequested, scope, fn: (exit) => exits.push(exit) });
  const noticeWatch = createWatch({
    unit: userRoomNoticeRaised,
    scope,
    fn: (notice) => notices.push(notice),
  });
  const unwatch = () => {
    exitWatch();
    noticeWatch();
  };
  return { scope, exits, notices, unwatch };
}

describe('user room (spec 02 §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('follows the host: speaking, muted, unmuted', async () => {
    const { scope } = setup();
    await allSettled(realtimeMessageReceived, { scope, params: message('host-speaking') });
    expect(scope.getState($hostStatus)).toBe('speaking');
    await allSettled(realtimeMessageReceived, { scope, params: message('host-muted') });
    await allSettled(realtimeMessageReceived, { scope, params: message('host-speaking') });
    expect(scope.getState($hostStatus)).toBe('muted');
    await allSettled(realtimeMessageReceived, { scope, params: message('host-unmuted') });
    expect(scope.getState($hostStatus)).toBe('connected');
  });

  it('muted by the host turns the microphone off', async () => {
    const { scope } = setup();
    await allSettled(realtimeMessageReceived, { scope, params: message('muted-by-host', { userId: 'U-1' }) });
    expect(scope.getState($mutedByHost)).toBe(true);
    expect(scope.getState($localMicEnabled)).toBe(false);
    await allSettled(realtimeMessageReceived, {
      scope,
      params: message('unmuted-by-host', { userId: 'U-1' }),
    });
    expect(scope.getState($mutedByHost)).toBe(false);
  });

  it('the host ending the call tells the user and leaves for the dashboard after 800 ms', async () => {
    const { scope, exits, notices, unwatch } = setup();
    const settled = allSettled(realtimeMessageReceived, { scope, params: message('host-disconnected') });
    expect(scope.getState($roomNotice)).toBe('host-ended');
    expect(scope.getState($userRoomPhase)).toBe('ended');
    expect(notices).toEqual([{ tone: 'info', text: 'Host has ended the call' }]);
    await vi.advanceTimersByTimeAsync(799);
    expect(exits).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(exits).toEqual([{ to: '/user-dashboard', replace: true }]);
    unwatch();
  });

  it('the host ending the call lets go of the socket after 100 ms and returns to the dashboard', async () => {
    const { scope, exits, unwatch } = setup();
    // The room only says so; the app closes the socket and opens it again (app/model/realtime-connection) and
    // blocks one Back on the dashboard (app/model/back-step).
    const released = vi.fn();
    const returned = vi.fn();
    const releaseWatch = createWatch({ unit: userRoomSocketReleased, scope, fn: released });
    const returnWatch = createWatch({ unit: returnedFromCall, scope, fn: returned });
    const settled = allSettled(realtimeMessageReceived, { scope, params: message('host-disconnected') });
    await vi.advanceTimersByTimeAsync(99);
    expect(released).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(released).toHaveBeenCalledOnce();
    expect(returned).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(700);
    await settled;
    expect(exits).toEqual([{ to: '/user-dashboard', replace: true }]);
    expect(returned).toHaveBeenCalledOnce();
    releaseWatch();
    returnWatch();
    unwatch();
  });

  it('no reconnecting once the call ended, even if the socket drops', async () => {
    const { scope } = setup();
    const settled = allSettled(realtimeMessageReceived, { scope, params: message('kicked-from-call') });
    await vi.advanceTimersByTimeAsync(800);
    await settled;
    await allSettled(realtimeMessageReceived, { scope, params: message('noop') });
    expect(scope.getState($userReconnecting)).toBe(false);
    expect(scope.getState($roomNotice)).toBe('kicked');
  });
});
