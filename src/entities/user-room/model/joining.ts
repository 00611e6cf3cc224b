// Joining the call as a user: the guards, the join request (features/join-call asks the server and answers
// with userRoomJoined or userRoomJoinFailed) and the microphone (off by default), then join-room once the
// session's socket is connected (again after every reconnection; app/model/realtime-connection owns the
// socket, and connects it again when the browser comes back online).
import { sample } from 'effector';
import { REALTIME_EVENTS } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { $user } from '@/entities/user/@x/user-room';
import { localMicEnabledSet, micRequested } from '@/entities/microphone/@x/user-room';
import {
  $hostStatus,
  $inRoom,
  $joinedAt,
  $mutedByHost,
  $roomNotice,
  $userCall,
  $userRoomPhase,
  relayFoundMissing,
  roomEntered,
  userRoomExitRequested,
  userRoomJoined,
  userRoomJoinFailed,
  userRoomJoinRequested,
  userRoomNoticeRaised,
} from './units';
import {
  connectivityWatchStarted,
  relayBeforeJoin,
  announceWhenConnected,
} from '@/entities/call-room/@x/user-room';

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
sample({ clock: joinRequested, target: userRoomJoinRequested });
sample({ clock: joinRequested, fn: () => 'joining' as const, target: $userRoomPhase });
$roomNotice.reset(roomEntered);
$hostStatus.reset(roomEntered);
$mutedByHost.reset(roomEntered);

// Only the first answer while joining counts: a late one from a room left meanwhile changes nothing.
const joined = sample({
  clock: userRoomJoined,
  source: { phase: $userRoomPhase, current: $userCall },
  filter: ({ phase, current }) => phase === 'joining' && current === null,
  fn: (_, admission) => admission,
});
const joinedCall = sample({ clock: joined, fn: ({ call }) => call });
sample({ clock: joinedCall, target: $userCall });
sample({ clock: joined, fn: ({ joinedAt }) => joinedAt, target: $joinedAt });
// Users are muted by default: the microphone opens with its track off (spec 02 §1).
sample({ clock: joinedCall, fn: () => false, target: localMicEnabledSet });
sample({ clock: joinedCall, target: [micRequested, connectivityWatchStarted] });
// A failed join goes back to the dashboard with the reason; a late one for a room left meanwhile is dropped,
// so it never pulls the user off the page they went to.
const joinFailed = sample({
  clock: userRoomJoinFailed,
  source: $userRoomPhase,
  filter: (phase) => phase === 'joining',
  fn: (_, text) => text,
});
sample({
  clock: joinFailed,
  fn: (text) => ({ tone: 'error' as const, text }),
  target: userRoomNoticeRaised,
});
sample({
  clock: joinFailed,
  fn: () => ({ to: ROUTES.userDashboard, replace: true }),
  target: userRoomExitRequested,
});
$userRoomPhase.on(joinFailed, () => 'idle');

// join-room once joined, with the relay servers in hand (asked for alongside the join request), and connected;
// again after every reconnection (the host offers anew). An iOS device (relay-only) without a relay cannot join:
// the room ends with its notice.
const relay = relayBeforeJoin({ asked: joinRequested, admitted: joinedCall }, $userCall);
sample({ clock: relay.missing, target: relayFoundMissing });
announceWhenConnected({
  ready: relay.ready,
  $call: relay.$joinableCall,
  $inRoom,
  message: (call, user) => ({
    event: REALTIME_EVENTS.joinRoom,
    payload: { roomName: call.meetingId, userName: user?.name ?? '' },
  }),
});
