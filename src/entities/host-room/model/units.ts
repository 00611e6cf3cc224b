// The host room's events, stores and effects, all created here before any wiring: effector runs same-tick
// work in the order units were created, so this file loads first and the sections only add wiring.
import { createEffect, createEvent, createStore } from 'effector';
import { type Call, REALTIME_EVENTS, realtimeEvent } from '@/shared/api';
// The shared modules' units (the socket's, the timers') are created before the room's, in this order, so
// same-tick work runs shared first, then the room.
import '@/shared/config';
import '@/shared/lib';
import '@/shared/ui';
import type { CallPeer } from '@/shared/lib/webrtc';
import '@/entities/microphone/@x/host-room';
import {
  fetchCall,
  createPeerLinks,
  createRoomLifecycle,
  createQualityMonitor,
  createReconnectRules,
  createWakeLock,
  type RoomExit,
  type RoomNotice,
  type RoomParticipant,
} from '@/entities/call-room/@x/host-room';

export type HostRoomPhase = 'idle' | 'connecting' | 'live' | 'leaving';

/**
 * The page mounted with the call's `_id` from its route (`callId`), or unmounted; see `createRoomLifecycle` for
 * why these are not the room's own lifetime. The meeting id the server's rooms know comes with the call.
 */
const lifecycle = createRoomLifecycle(({ callId }: { callId: string | null }) => callId);
export const { opened: hostRoomOpened, closed: hostRoomClosed } = lifecycle;
export const { entered: roomEntered, left: roomLeft } = lifecycle;
/** The call `_id` of the room open now (null once it is left): an answer for another is not this room's. */
export const $hostRoomCallId = lifecycle.$current.map((target) => target?.callId ?? null);
export const hostMuteToggled = createEvent();
/** The host muted or unmuted one participant (features/host-controls told the server): the tile follows. */
export const participantMuteSet = createEvent<{ key: string; muted: boolean }>();
/** The host is ending the call (features/host-controls asked the server): the room is leaving. */
export const hostCallEndStarted = createEvent();
/** The end request settled, ended or not: the room closes and the host goes to the dashboard. */
export const hostCallEndSettled = createEvent();
export const hostLevelSampled = createEvent<number>();

/** The room's peers: what their browser callbacks report, and opening one. */
export const peerLinks = createPeerLinks();

export const $hostRoomPhase = createStore<HostRoomPhase>('idle');
export const $hostCall = createStore<Call | null>(null);
export const $hostMuted = createStore(false);
export const $hostSpeaking = createStore(false);
export const $participants = createStore<RoomParticipant[]>([]);
export const $participantCount = $participants.map((list) => list.length);
export const $hostPeers = createStore<Record<string, CallPeer>>({}, { serialize: 'ignore' });
export const $participantStreams = createStore<Record<string, MediaStream>>({}, { serialize: 'ignore' });
/** The link to the room's one participant (spec 02 §1): RTT, jitter, loss and the G.114 band. */
export const { $quality: $hostLinkQuality } = createQualityMonitor({
  $peer: $hostPeers.map((peers) => Object.values(peers)[0] ?? null),
});
export const $stopSampling = createStore<(() => void) | null>(null, { serialize: 'ignore' });

export const hostReconnect = createReconnectRules({
  $blocked: $hostRoomPhase.map((phase) => phase === 'leaving' || phase === 'idle'),
});
export const $hostReconnecting = hostReconnect.$reconnecting;

export const userJoined = realtimeEvent(REALTIME_EVENTS.userJoined);
export const userDisconnected = realtimeEvent(REALTIME_EVENTS.userDisconnected);
export const userKicked = realtimeEvent(REALTIME_EVENTS.userKicked);
export const userDisabled = realtimeEvent(REALTIME_EVENTS.userDisabled);
export const userSpeaking = realtimeEvent(REALTIME_EVENTS.userSpeaking);
const userStoppedSpeakingNotice = realtimeEvent(REALTIME_EVENTS.userStoppedSpeaking);
// Only the stop notice (500 ms after release) ends speaking; the clip follows ~3 s later as a second
// user-stopped-speaking with audio, and must not mark a user who is already speaking again as silent.
export const userStoppedSpeaking = userStoppedSpeakingNotice.filter({ fn: (notice) => !notice.hasAudio });
export const answerReceived = realtimeEvent(REALTIME_EVENTS.userToHostAnswer);
export const candidateReceived = realtimeEvent(REALTIME_EVENTS.userToHostIceCandidate);
export const roomNotFound = realtimeEvent(REALTIME_EVENTS.roomNotFound);

export const $inRoom = $hostRoomPhase.map((phase) => phase === 'connecting' || phase === 'live');
// The screen stays on while the room is open (a sleeping phone would drop the call).
createWakeLock({ $callOpen: $inRoom });

export const fetchHostCallFx = createEffect(fetchCall);

/** Any setup error: a toast with the message, then the dashboard. */
export const setupFailed = createEvent<string>();

/**
 * What the host is told (a setup error, a participant kicked or disabled on the server's word). The room
 * decides that something is said and what; the host call page shows it as a toast.
 */
export const hostRoomNoticeRaised = createEvent<RoomNotice>();
/**
 * The host left the room for good (call ended, setup failed, no call ID): where to, and whether the room's
 * history entry is replaced. The host call page navigates.
 */
export const hostRoomExitRequested = createEvent<RoomExit>();
