// Every way out of the user room (kicked, disabled, host ended, room full or not found, leaving, closing the
// page) and the notices, redirects, server messages and teardown each one needs.
import { attach, createEffect, createEvent, sample } from 'effector';
import { type Call, REALTIME_EVENTS, realtimeEmitted } from '@/shared/api';
import { LEAVE_REDIRECT_MS, ROUTES, SOCKET_CLOSE_DELAY_MS } from '@/shared/config';
import { delayFx } from '@/shared/lib';
import { $user, signedOut } from '@/entities/user/@x/user-room';
import { returnedFromCall } from '@/entities/open-room/@x/user-room';
import {
  $hostStream,
  $inRoom,
  $joinedAt,
  $mutedByHost,
  $roomNotice,
  $userCall,
  $userPeer,
  $userRoomPhase,
  disabled,
  hostDisconnected,
  kicked,
  leaveUserCallFx,
  relayFoundMissing,
  roomFull,
  roomLeft,
  roomNotFound,
  roomNoticeDismissed,
  userLeaveConfirmed,
  userReconnect,
  userRoomExitRequested,
  userRoomNoticeRaised,
  userRoomSocketReleased,
} from './units';
import {
  createTeardown,
  resetOn,
  ROOM_NOTICE_TEXT,
  type RoomEndNotice,
} from '@/entities/call-room/@x/user-room';

const closePeerFx = attach({ source: $userPeer, effect: (peer) => peer?.close() });
const roomTornDown = createTeardown(closePeerFx);
$userPeer.reset(closePeerFx.done);
$hostStream.reset(closePeerFx.done);

const ended = createEvent<RoomEndNotice>();
sample({ clock: kicked, source: $inRoom, filter: Boolean, fn: () => 'kicked' as const, target: ended });
sample({ clock: disabled, source: $inRoom, filter: Boolean, fn: () => 'disabled' as const, target: ended });
sample({
  clock: hostDisconnected,
  source: $inRoom,
  filter: Boolean,
  fn: () => 'host-ended' as const,
  target: ended,
});
sample({ clock: roomFull, source: $inRoom, filter: Boolean, fn: () => 'room-full' as const, target: ended });
sample({
  clock: relayFoundMissing,
  source: $inRoom,
  filter: Boolean,
  fn: () => 'relay-missing' as const,
  target: ended,
});
sample({
  clock: roomNotFound,
  source: $inRoom,
  filter: Boolean,
  fn: () => 'room-not-found' as const,
  target: ended,
});

sample({ clock: ended, target: $roomNotice });
sample({ clock: ended, fn: () => 'ended' as const, target: $userRoomPhase });
sample({ clock: ended, target: roomTornDown });
sample({
  clock: ended,
  filter: (notice) => notice === 'kicked' || notice === 'disabled' || notice === 'host-ended',
  fn: (notice) => ({
    tone: notice === 'host-ended' ? ('info' as const) : ('error' as const),
    text: ROOM_NOTICE_TEXT[notice],
  }),
  target: userRoomNoticeRaised,
});
// Disabled accounts are signed out and end on /login (spec 02 §4). The route guard reacts to the sign-out
// first (the room's route is for users only), so /login follows a moment later.
const disabledEnded = sample({ clock: ended, filter: (notice) => notice === 'disabled' });
sample({ clock: disabledEnded, target: signedOut });
const toLoginFx = createEffect(() => delayFx(SOCKET_CLOSE_DELAY_MS));
sample({ clock: disabledEnded, target: toLoginFx });
sample({
  clock: toLoginFx.done,
  fn: () => ({ to: ROUTES.login, replace: true }),
  target: userRoomExitRequested,
});
const redirectAfterNoticeFx = createEffect((notice: RoomEndNotice) =>
  delayFx(LEAVE_REDIRECT_MS).then(() => notice),
);
sample({
  clock: ended,
  filter: (notice) => notice === 'kicked' || notice === 'host-ended',
  target: redirectAfterNoticeFx,
});
sample({
  clock: [redirectAfterNoticeFx.doneData, roomNoticeDismissed],
  fn: () => ({ to: ROUTES.userDashboard, replace: true }),
  target: userRoomExitRequested,
});
// The host ended the call: the room lets go of its socket after 100 ms (spec 02 §4, §9); the socket's owner
// closes it and, once the user is on the dashboard, connects again (a signed-in session keeps a connection
// for its live cards, spec 01 §4).
const hostEndedCloseFx = createEffect(() => delayFx(SOCKET_CLOSE_DELAY_MS));
sample({ clock: ended, filter: (notice) => notice === 'host-ended', target: hostEndedCloseFx });
sample({ clock: hostEndedCloseFx.done, target: userRoomSocketReleased });

// Leaving: leave-room and leave-call, the leave request, then the dashboard after 800 ms.
const leaving = sample({
  clock: userLeaveConfirmed,
  source: { call: $userCall, inRoom: $inRoom, user: $user },
  filter: ({ call, inRoom }) => call !== null && inRoom,
  fn: ({ call, user }) => ({ call: call as Call, user }),
});
sample({ clock: leaving, fn: () => 'leaving' as const, target: $userRoomPhase });
sample({
  clock: leaving,
  fn: ({ call, user }) => ({
    event: REALTIME_EVENTS.leaveRoom,
    payload: { roomName: call.meetingId, userId: user?.userId, _id: user?._id },
  }),
  target: realtimeEmitted,
});
sample({
  clock: leaving,
  fn: ({ call }) => ({ event: REALTIME_EVENTS.leaveCall, payload: { meetingId: call.meetingId } }),
  target: realtimeEmitted,
});
sample({ clock: leaving, fn: ({ call }) => call._id, target: leaveUserCallFx });
sample({ clock: leaving, target: roomTornDown });
const leaveRedirectFx = createEffect(() => delayFx(LEAVE_REDIRECT_MS));
sample({ clock: leaving, target: leaveRedirectFx });
sample({
  clock: leaveRedirectFx.done,
  fn: () => ({ to: ROUTES.userDashboard, replace: true }),
  target: userRoomExitRequested,
});
sample({ clock: [leaveRedirectFx.done, redirectAfterNoticeFx.done], target: returnedFromCall });

// Closing the page while in the room (e.g. navigating away) still tells the server. The state is read before
// the resets below (a sample's source is read after them otherwise).
const roomClosing = sample({
  clock: roomLeft,
  source: { call: $userCall, phase: $userRoomPhase, user: $user },
});
sample({
  clock: roomClosing,
  filter: ({ call, phase }) => call !== null && (phase === 'joining' || phase === 'connected'),
  fn: ({ call, user }) => ({
    event: REALTIME_EVENTS.leaveRoom,
    payload: { roomName: call?.meetingId, userId: user?.userId, _id: user?._id },
  }),
  target: realtimeEmitted,
});
sample({ clock: roomClosing, filter: ({ phase }) => phase !== 'idle', target: roomTornDown });
resetOn(roomClosing, [$userRoomPhase, $userCall, $roomNotice, $mutedByHost, $joinedAt]);
sample({ clock: roomClosing, target: userReconnect.left });
