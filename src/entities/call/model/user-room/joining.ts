// Joining the call as a user: the guards, the join request, the microphone (off by default) and the
// realtime connection, then join-room (again after every reconnection).
import { sample } from 'effector';
import {
  $realtimeConnected,
  $socket,
  type Call,
  getErrorMessage,
  REALTIME_EVENTS,
  realtimeConnected,
  realtimeConnectRequested,
  realtimeEmitted,
} from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { $token, $user } from '@/entities/user/@x/call';
import { browserWentOnline, connectivityWatchStarted, localMicEnabledSet, micRequested } from '../room-media';
import {
  $hostStatus,
  $inRoom,
  $joinedAt,
  $mutedByHost,
  $roomNotice,
  $userCall,
  $userRoomPhase,
  joinUserCallFx,
  roomEntered,
  userRoomExitRequested,
  userRoomNoticeRaised,
} from './units';

const joinRequested = sample({
  clock: roomEntered,
  source: $user,
  filter: (user, { meetingId }) => Boolean(meetingId) && Boolean(user?.name),
  fn: (_, { meetingId }) => meetingId as string,
});
sample({
  clock: roomEntered,
  source: $user,
  filter: (user, { meetingId }) => !meetingId || !user?.name,
  fn: () => ({ to: ROUTES.userDashboard, replace: true }),
  target: userRoomExitRequested,
});
sample({ clock: joinRequested, target: joinUserCallFx });
sample({ clock: joinRequested, fn: () => 'joining' as const, target: $userRoomPhase });
$roomNotice.reset(roomEntered);
$hostStatus.reset(roomEntered);
$mutedByHost.reset(roomEntered);

// Only the first answer while joining counts: a late one from a room left meanwhile changes nothing.
const joinedCall = sample({
  clock: joinUserCallFx.doneData,
  source: { phase: $userRoomPhase, current: $userCall },
  filter: ({ phase, current }) => phase === 'joining' && current === null,
  fn: (_, call) => call,
});
sample({ clock: joinedCall, target: $userCall });
sample({ clock: joinedCall, fn: () => Date.now(), target: $joinedAt });
// Users are muted by default: the microphone opens with its track off (spec 02 §1).
sample({ clock: joinedCall, fn: () => false, target: localMicEnabledSet });
sample({ clock: joinedCall, target: [micRequested, connectivityWatchStarted] });
sample({
  clock: joinedCall,
  source: { socket: $socket, token: $token },
  filter: ({ socket, token }) => socket === null && token !== null,
  fn: ({ token }) => ({ token: token as string }),
  target: realtimeConnectRequested,
});
// A failed join goes back to the dashboard with the reason.
sample({
  clock: joinUserCallFx.failData,
  fn: (error) => ({ tone: 'error' as const, text: getErrorMessage(error, 'Failed to join call') }),
  target: userRoomNoticeRaised,
});
sample({
  clock: joinUserCallFx.fail,
  fn: () => ({ to: ROUTES.userDashboard, replace: true }),
  target: userRoomExitRequested,
});
$userRoomPhase.on(joinUserCallFx.fail, () => 'idle');

// Back online after the socket gave up its retries: connect again.
sample({
  clock: browserWentOnline,
  source: { connected: $realtimeConnected, inRoom: $inRoom, token: $token },
  filter: ({ connected, inRoom, token }) => !connected && inRoom && token !== null,
  fn: ({ token }) => ({ token: token as string }),
  target: realtimeConnectRequested,
});

// join-room once joined and connected, and again after every reconnection (the host offers anew).
sample({
  clock: [joinedCall, realtimeConnected],
  source: { call: $userCall, connected: $realtimeConnected, inRoom: $inRoom, user: $user },
  filter: ({ call, connected, inRoom }) => call !== null && connected && inRoom,
  fn: ({ call, user }) => ({
    event: REALTIME_EVENTS.joinRoom,
    payload: { roomName: (call as Call).meetingId, userName: user?.name ?? '' },
  }),
  target: realtimeEmitted,
});
