import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import {
  $realtimeConnected,
  $socket,
  type Call,
  getErrorMessage,
  REALTIME_EVENTS,
  realtimeConnected,
  realtimeConnectFailed,
  realtimeConnectRequested,
  realtimeDisconnected,
  realtimeDisconnectRequested,
  realtimeEmitted,
  realtimeEvent,
} from '@/shared/api';
import { ICE_RESTART_DELAY_MS, LEAVE_REDIRECT_MS, ROUTES, SOCKET_CLOSE_DELAY_MS } from '@/shared/config';
import { delayFx, navigateFx } from '@/shared/lib';
import { toastFx } from '@/shared/ui';
import { $token, $user, signedOut } from '@/entities/user/@x/call';
import { joinCall, leaveCall } from '../api/room';
import type { CallPeer, PeerLinkState } from '../lib/webrtc';
import {
  browserWentOffline,
  browserWentOnline,
  connectivityWatchStarted,
  connectivityWatchStopped,
  $localStream,
  localMicEnabledSet,
  micReleased,
  micRequested,
} from './room-media';
import { openPeer, replacePeerTracksFx } from './room-effects';
import { returnedFromCall } from './room-exit';
import { createRoomLifecycle } from './room-lifecycle';
import { createQualityMonitor } from './room-quality';
import { createReconnectRules } from './room-reconnect';
import { createWakeLock } from './room-wake-lock';
import { ROOM_NOTICE_TEXT, type HostStatus, type RoomEndNotice, type SignalPayload } from './room-types';

export type UserRoomPhase = 'idle' | 'joining' | 'connected' | 'leaving' | 'ended';

/** The page mounted / unmounted; see `createRoomLifecycle` for why these are not the room's own lifetime. */
export const userRoomOpened = createEvent<{ meetingId: string | null }>();
export const userRoomClosed = createEvent();
const { entered: roomEntered, left: roomLeft } = createRoomLifecycle({
  opened: userRoomOpened,
  closed: userRoomClosed,
});
/** The leave dialog's confirmation: leave messages, then the dashboard after 800 ms. */
export const userLeaveConfirmed = createEvent();
/** Closing a room-full / room-not-found alert. */
export const roomNoticeDismissed = createEvent();

const peerCandidateFound = createEvent<{ key: string; candidate: RTCIceCandidateInit }>();
const peerStateChanged = createEvent<{ key: string; state: PeerLinkState }>();
const remoteStreamReceived = createEvent<{ key: string; stream: MediaStream }>();

export const $userRoomPhase = createStore<UserRoomPhase>('idle');
export const $userCall = createStore<Call | null>(null);
export const $roomHost = $userCall.map((call) => ({
  name: call?.hostName || 'Host',
  picture: call?.hostProfilePicture || null,
}));
export const $hostStatus = createStore<HostStatus>('connected');
export const $mutedByHost = createStore(false);
export const $roomNotice = createStore<RoomEndNotice | null>(null);
export const $userPeer = createStore<CallPeer | null>(null, { serialize: 'ignore' });
export const $hostStream = createStore<MediaStream | null>(null, { serialize: 'ignore' });
/** The link to the host: RTT, jitter, loss and the G.114 band. */
export const { $quality: $userLinkQuality } = createQualityMonitor({ $peer: $userPeer });
export const $joinedAt = createStore<number | null>(null);

const userReconnect = createReconnectRules({
  $blocked: $userRoomPhase.map((phase) => phase !== 'joining' && phase !== 'connected'),
});
export const $userReconnecting = userReconnect.$reconnecting;

const offerReceived = realtimeEvent<SignalPayload>(REALTIME_EVENTS.hostToUserOffer);
const candidateReceived = realtimeEvent<SignalPayload>(REALTIME_EVENTS.sendIceCandidate);
const hostSpeaking = realtimeEvent<unknown>(REALTIME_EVENTS.hostSpeaking);
const hostStoppedSpeaking = realtimeEvent<unknown>(REALTIME_EVENTS.hostStoppedSpeaking);
const hostMuted = realtimeEvent<unknown>(REALTIME_EVENTS.hostMuted);
const hostUnmuted = realtimeEvent<unknown>(REALTIME_EVENTS.hostUnmuted);
const mutedByHost = realtimeEvent<unknown>(REALTIME_EVENTS.mutedByHost);
const unmutedByHost = realtimeEvent<unknown>(REALTIME_EVENTS.unmutedByHost);
const kicked = realtimeEvent<unknown>(REALTIME_EVENTS.kickedFromCall);
const disabled = realtimeEvent<unknown>(REALTIME_EVENTS.userDisabled);
const hostDisconnected = realtimeEvent<unknown>(REALTIME_EVENTS.hostDisconnected);
const roomFull = realtimeEvent<unknown>(REALTIME_EVENTS.roomFull);
const roomNotFound = realtimeEvent<unknown>(REALTIME_EVENTS.roomNotFound);

const $inRoom = $userRoomPhase.map((phase) => phase === 'joining' || phase === 'connected');
// The screen stays on while the room is open (a sleeping phone would drop the call).
createWakeLock({ $callOpen: $inRoom });

export const joinUserCallFx = createEffect(async (id: string) => {
  const call = await joinCall(id);
  if (call.status !== 'active') throw new Error('Call is not active');
  if (!call.meetingId) throw new Error('No meeting ID in call data');
  return call;
});
export const leaveUserCallFx = createEffect(leaveCall);

// ---- joining ----

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
  target: navigateFx,
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
  target: toastFx,
});
sample({
  clock: joinUserCallFx.fail,
  fn: () => ({ to: ROUTES.userDashboard, replace: true }),
  target: navigateFx,
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

// ---- WebRTC: answer the host's offer ----

// The peer answering an offer becomes the current one at once: an offer arriving while an earlier answer is
// being prepared closes that peer, whose answer is then never sent (two answers for one host peer leave the
// call silent).
const preparePeerFx = attach({
  source: { stream: $localStream, current: $userPeer },
  effect: ({ stream, current }, { offer, userId }: { offer: RTCSessionDescriptionInit; userId?: string }) => {
    // An ICE-restart offer renegotiates the live connection; any other offer starts a fresh one.
    const restart =
      current !== null && current.pc.connectionState !== 'closed' && current.isSameRemote(offer);
    if (restart && current) return { peer: current, restart, offer, userId };
    current?.close();
    const peer = openPeer('host', stream, {
      candidate: peerCandidateFound,
      state: peerStateChanged,
      remote: remoteStreamReceived,
    });
    return { peer, restart, offer, userId };
  },
});
const answerOfferFx = createEffect(
  async ({
    peer,
    restart,
    offer,
    userId,
  }: {
    peer: CallPeer;
    restart: boolean;
    offer: RTCSessionDescriptionInit;
    userId?: string;
  }) => {
    try {
      return { peer, answer: await peer.answer(offer), userId };
    } catch (error) {
      if (!restart) peer.close();
      throw error;
    }
  },
);
sample({
  clock: offerReceived,
  source: $inRoom,
  filter: (inRoom, payload) => inRoom && Boolean(payload?.offer),
  fn: (_, payload) => ({ offer: payload.offer as RTCSessionDescriptionInit, userId: payload.userId }),
  target: preparePeerFx,
});
sample({ clock: preparePeerFx.doneData, fn: ({ peer }) => peer, target: $userPeer });
sample({ clock: preparePeerFx.doneData, target: answerOfferFx });
const answered = sample({
  clock: answerOfferFx.doneData,
  source: $userPeer,
  filter: (current, { peer }) => current === peer,
  fn: (_, result) => result,
});
sample({
  clock: answered,
  source: $user,
  fn: (user, { answer, userId }) => ({
    event: REALTIME_EVENTS.userToHostAnswer,
    payload: { userId: userId ?? user?.userId, answer },
  }),
  target: realtimeEmitted,
});
sample({
  clock: peerCandidateFound,
  fn: ({ candidate }) => ({ event: REALTIME_EVENTS.userToHostIceCandidate, payload: { candidate } }),
  target: realtimeEmitted,
});
const addCandidateFx = attach({
  source: $userPeer,
  effect: async (peer, candidate: RTCIceCandidateInit) => {
    await peer?.addCandidate(candidate);
  },
});
sample({
  clock: candidateReceived,
  filter: (payload) => Boolean(payload?.candidate),
  fn: (payload) => payload.candidate as RTCIceCandidateInit,
  target: addCandidateFx,
});
sample({ clock: remoteStreamReceived, fn: ({ stream }) => stream, target: $hostStream });
sample({
  clock: $localStream,
  source: $userPeer,
  filter: (peer, stream) => peer !== null && stream !== null,
  fn: (peer, stream) => ({ peers: [peer as CallPeer], stream }),
  target: replacePeerTracksFx,
});
// The microphone may open while the answer is being prepared: the new peer then sends it from the start.
sample({
  clock: answered,
  source: $localStream,
  filter: (stream) => stream !== null,
  fn: (stream, { peer }) => ({ peers: [peer], stream }),
  target: replacePeerTracksFx,
});

// ---- connected and reconnecting (spec 02 §4) ----

const iceConnected = sample({ clock: peerStateChanged, filter: ({ state }) => state === 'connected' });
sample({
  clock: iceConnected,
  source: $userRoomPhase,
  filter: (phase) => phase === 'joining',
  fn: () => 'connected' as const,
  target: $userRoomPhase,
});
sample({ clock: iceConnected, target: userReconnect.established });
sample({ clock: realtimeConnected, target: userReconnect.connectionRestored });
sample({
  clock: browserWentOnline,
  source: { connected: $realtimeConnected, peer: $userPeer },
  filter: ({ connected, peer }) => connected && peer?.pc.iceConnectionState === 'connected',
  target: userReconnect.connectionRestored,
});
const iceLost = sample({
  clock: peerStateChanged,
  filter: ({ state }) => state === 'failed' || state === 'disconnected',
});
sample({
  clock: [browserWentOffline, realtimeDisconnected, realtimeConnectFailed, iceLost],
  fn: () => 'lost',
  target: userReconnect.connectionLost,
});
const iceRestartFx = attach({
  source: $userPeer,
  effect: async (peer) => {
    await delayFx(ICE_RESTART_DELAY_MS);
    const state = peer?.pc.iceConnectionState;
    if (peer && (state === 'failed' || state === 'disconnected')) peer.pc.restartIce();
  },
});
sample({ clock: iceLost, target: iceRestartFx });

// ---- host status ----

$hostStatus
  .on(hostSpeaking, (status) => (status === 'muted' ? status : 'speaking'))
  .on(hostStoppedSpeaking, (status) => (status === 'muted' ? status : 'connected'))
  .on(hostMuted, () => 'muted')
  .on(hostUnmuted, () => 'connected');

// Muted by the host: the microphone goes off at once (push-to-talk is released by its feature).
$mutedByHost.on(mutedByHost, () => true).on(unmutedByHost, () => false);
sample({ clock: mutedByHost, fn: () => false, target: localMicEnabledSet });

// ---- endings ----

const teardownFx = attach({
  source: $userPeer,
  effect: (peer) => {
    peer?.close();
  },
});
const teardown = createEvent();
sample({ clock: teardown, target: [teardownFx, micReleased, connectivityWatchStopped] });
$userPeer.reset(teardownFx.done);
$hostStream.reset(teardownFx.done);

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
  clock: roomNotFound,
  source: $inRoom,
  filter: Boolean,
  fn: () => 'room-not-found' as const,
  target: ended,
});

sample({ clock: ended, target: $roomNotice });
sample({ clock: ended, fn: () => 'ended' as const, target: $userRoomPhase });
sample({ clock: ended, target: teardown });
sample({
  clock: ended,
  filter: (notice) => notice === 'kicked' || notice === 'disabled' || notice === 'host-ended',
  fn: (notice) => ({
    tone: notice === 'host-ended' ? ('info' as const) : ('error' as const),
    text: ROOM_NOTICE_TEXT[notice],
  }),
  target: toastFx,
});
// Disabled accounts are signed out and end on /login (spec 02 §4). The route guard reacts to the sign-out
// first (the room's route is for users only), so /login follows a moment later.
const disabledEnded = sample({ clock: ended, filter: (notice) => notice === 'disabled' });
sample({ clock: disabledEnded, target: signedOut });
const toLoginFx = createEffect(() => delayFx(SOCKET_CLOSE_DELAY_MS));
sample({ clock: disabledEnded, target: toLoginFx });
sample({ clock: toLoginFx.done, fn: () => ({ to: ROUTES.login, replace: true }), target: navigateFx });
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
  target: navigateFx,
});
// The host ended the call: the room's socket closes after 100 ms (spec 02 §4, §9); the dashboard the user
// lands on connects again, since a signed-in session keeps a connection for its live cards (spec 01 §4).
const hostEndedCloseFx = createEffect(() => delayFx(SOCKET_CLOSE_DELAY_MS));
sample({ clock: ended, filter: (notice) => notice === 'host-ended', target: hostEndedCloseFx });
sample({ clock: hostEndedCloseFx.done, target: realtimeDisconnectRequested });
sample({
  clock: redirectAfterNoticeFx.doneData,
  source: { socket: $socket, token: $token },
  filter: ({ socket, token }, notice) => notice === 'host-ended' && socket === null && token !== null,
  fn: ({ token }) => ({ token: token as string }),
  target: realtimeConnectRequested,
});

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
sample({ clock: leaving, target: teardown });
const leaveRedirectFx = createEffect(() => delayFx(LEAVE_REDIRECT_MS));
sample({ clock: leaving, target: leaveRedirectFx });
sample({
  clock: leaveRedirectFx.done,
  fn: () => ({ to: ROUTES.userDashboard, replace: true }),
  target: navigateFx,
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
sample({ clock: roomClosing, filter: ({ phase }) => phase !== 'idle', target: teardown });
$userRoomPhase.reset(roomClosing);
$userCall.reset(roomClosing);
$roomNotice.reset(roomClosing);
$mutedByHost.reset(roomClosing);
$joinedAt.reset(roomClosing);
sample({ clock: roomClosing, target: userReconnect.reset });
