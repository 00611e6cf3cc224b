// The user room's events, stores and effects, all created here before any wiring: effector runs same-tick
// work in the order units were created, so this file loads first and the sections only add wiring.
import { createEffect, createEvent, createStore } from 'effector';
import { type Call, REALTIME_EVENTS, realtimeEvent } from '@/shared/api';
// The shared modules' units (the socket's, the timers') are created before the room's, in this order, so
// same-tick work runs shared first, then the room.
import '@/shared/config';
import '@/shared/lib';
import '@/shared/ui';
import '@/entities/user/@x/user-room';
import type { CallPeer } from '@/shared/lib/webrtc';
import '@/entities/microphone/@x/user-room';
import {
  leaveCall,
  createPeerLinks,
  createRoomLifecycle,
  createQualityMonitor,
  createReconnectRules,
  createWakeLock,
  type HostStatus,
  type RoomEndNotice,
  type RoomNotice,
} from '@/entities/call-room/@x/user-room';

export type UserRoomPhase = 'idle' | 'joining' | 'connected' | 'leaving' | 'ended';

/**
 * The page mounted with the meeting id from its route, or unmounted; see `createRoomLifecycle` for why these
 * are not the room's own lifetime.
 */
const lifecycle = createRoomLifecycle(({ meetingId }: { meetingId: string | null }) => meetingId);
export const { opened: userRoomOpened, closed: userRoomClosed } = lifecycle;
export const { entered: roomEntered, left: roomLeft } = lifecycle;
/** The meeting id of the room open now (null once it is left): an answer for another is not this room's. */
export const $userRoomMeetingId = lifecycle.$current.map((target) => target?.meetingId ?? null);
/** The leave dialog's confirmation: leave messages, then the dashboard after 800 ms. */
export const userLeaveConfirmed = createEvent();
/** Closing a room-full / room-not-found alert. */
export const roomNoticeDismissed = createEvent();

/** The room's peers: what their browser callbacks report, and opening one. */
export const peerLinks = createPeerLinks();

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

export const offerReceived = realtimeEvent(REALTIME_EVENTS.hostToUserOffer);
export const candidateReceived = realtimeEvent(REALTIME_EVENTS.sendIceCandidate);
export const hostSpeaking = realtimeEvent(REALTIME_EVENTS.hostSpeaking);
export const hostStoppedSpeaking = realtimeEvent(REALTIME_EVENTS.hostStoppedSpeaking);
export const hostMuted = realtimeEvent(REALTIME_EVENTS.hostMuted);
export const hostUnmuted = realtimeEvent(REALTIME_EVENTS.hostUnmuted);
export const mutedByHost = realtimeEvent(REALTIME_EVENTS.mutedByHost);
export const unmutedByHost = realtimeEvent(REALTIME_EVENTS.unmutedByHost);
export const kicked = realtimeEvent(REALTIME_EVENTS.kickedFromCall);
export const disabled = realtimeEvent(REALTIME_EVENTS.userDisabled);
export const hostDisconnected = realtimeEvent(REALTIME_EVENTS.hostDisconnected);
export const roomFull = realtimeEvent(REALTIME_EVENTS.roomFull);
export const roomNotFound = realtimeEvent(REALTIME_EVENTS.roomNotFound);
/** This device needs a relay (iOS) and the backend offers none. */
export const relayFoundMissing = createEvent();

// Created before $inRoom, as in the single-file model: both follow the phase, in this order.
export const userReconnect = createReconnectRules({
  $blocked: $userRoomPhase.map((phase) => phase !== 'joining' && phase !== 'connected'),
});
export const $userReconnecting = userReconnect.$reconnecting;

export const $inRoom = $userRoomPhase.map((phase) => phase === 'joining' || phase === 'connected');
// The screen stays on while the room is open (a sleeping phone would drop the call).
createWakeLock({ $callOpen: $inRoom });

/** The room needs the server to admit the user to this meeting id (features/join-call asks it). */
export const userRoomJoinRequested = createEvent<string>();
/** The server admitted the user: the call, and when (the header's timer counts from there). */
export const userRoomJoined = createEvent<{ call: Call; joinedAt: number }>();
/** The join was refused or failed: the reason the user is told on the way back to the dashboard. */
export const userRoomJoinFailed = createEvent<string>();
export const leaveUserCallFx = createEffect(leaveCall);

/**
 * What the user is told (kicked, disabled, the host ended the call, a failed join). The room decides that
 * something is said and what; the user call page shows it as a toast.
 */
export const userRoomNoticeRaised = createEvent<RoomNotice>();
// The user left the room for good, and the room let go of the realtime socket: signals the app listens to
// without loading the room (entities/open-room).
export { userRoomExitRequested, userRoomSocketReleased } from '@/entities/open-room/@x/user-room';
