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
  realtimeEmitted,
  realtimeEvent,
} from '@/shared/api';
import { ICE_RESTART_DELAY_MS, ROUTES } from '@/shared/config';
import { delayFx, isSpeakingLevel, navigateFx } from '@/shared/lib';
import { toastFx } from '@/shared/ui';
import { $token, $user } from '@/entities/user/@x/call';
import { endCallFromRoom, fetchCall } from '../api/room';
import type { CallPeer, PeerLinkState } from '../lib/webrtc';
import {
  browserWentOffline,
  connectivityWatchStarted,
  connectivityWatchStopped,
  $localStream,
  localMicEnabledSet,
  micReleased,
  micRequested,
} from './room-media';
import {
  clearCallStartedFx,
  closePeersFx,
  openPeer,
  readCallStartedFx,
  replacePeerTracksFx,
  startLevelSampling,
} from './room-effects';
import {
  joinParticipant,
  participantKeyOf,
  removeParticipant,
  refersTo,
  replacedBy,
  updateParticipant,
} from './room-participants';
import { returnedFromCall } from './room-exit';
import { createRoomLifecycle } from './room-lifecycle';
import { createQualityMonitor } from './room-quality';
import { createReconnectRules } from './room-reconnect';
import { createWakeLock } from './room-wake-lock';
import type { ParticipantRefPayload, RoomParticipant, SignalPayload, UserJoinedPayload } from './room-types';

export type HostRoomPhase = 'idle' | 'connecting' | 'live' | 'leaving';

/** The page mounted / unmounted; see `createRoomLifecycle` for why these are not the room's own lifetime. */
export const hostRoomOpened = createEvent<{ meetingId: string | null }>();
export const hostRoomClosed = createEvent();
const { entered: roomEntered, left: roomLeft } = createRoomLifecycle({
  opened: hostRoomOpened,
  closed: hostRoomClosed,
});
export const hostMuteToggled = createEvent();
export const participantMuteToggled = createEvent<string>();
export const participantKickRequested = createEvent<string>();
export const participantDisableRequested = createEvent<string>();
/** The end-call dialog's confirmation. A later recording step hooks in before `endHostCallFx`. */
export const endCallConfirmed = createEvent();
export const hostLevelSampled = createEvent<number>();

const peerCandidateFound = createEvent<{ key: string; candidate: RTCIceCandidateInit }>();
const peerStateChanged = createEvent<{ key: string; state: PeerLinkState }>();
const remoteStreamReceived = createEvent<{ key: string; stream: MediaStream }>();

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
const $stopSampling = createStore<(() => void) | null>(null, { serialize: 'ignore' });

const hostReconnect = createReconnectRules({
  $blocked: $hostRoomPhase.map((phase) => phase === 'leaving' || phase === 'idle'),
});
export const $hostReconnecting = hostReconnect.$reconnecting;

const userJoined = realtimeEvent<UserJoinedPayload>(REALTIME_EVENTS.userJoined);
const userDisconnected = realtimeEvent<ParticipantRefPayload>(REALTIME_EVENTS.userDisconnected);
const userKicked = realtimeEvent<ParticipantRefPayload>(REALTIME_EVENTS.userKicked);
const userDisabled = realtimeEvent<ParticipantRefPayload>(REALTIME_EVENTS.userDisabled);
const userSpeaking = realtimeEvent<ParticipantRefPayload>(REALTIME_EVENTS.userSpeaking);
const userStoppedSpeakingNotice = realtimeEvent<ParticipantRefPayload & { hasAudio?: boolean }>(
  REALTIME_EVENTS.userStoppedSpeaking,
);
// Only the stop notice (500 ms after release) ends speaking; the clip follows ~3 s later as a second
// user-stopped-speaking with audio, and must not mark a user who is already speaking again as silent.
const userStoppedSpeaking = userStoppedSpeakingNotice.filter({ fn: (notice) => !notice.hasAudio });
const answerReceived = realtimeEvent<SignalPayload>(REALTIME_EVENTS.userToHostAnswer);
const candidateReceived = realtimeEvent<SignalPayload>(REALTIME_EVENTS.userToHostIceCandidate);
const roomNotFound = realtimeEvent<unknown>(REALTIME_EVENTS.roomNotFound);

const $inRoom = $hostRoomPhase.map((phase) => phase === 'connecting' || phase === 'live');
// The screen stays on while the room is open (a sleeping phone would drop the call).
createWakeLock({ $callOpen: $inRoom });

export const fetchHostCallFx = createEffect(fetchCall);
export const endHostCallFx = createEffect(endCallFromRoom);

// ---- opening: guards, call, microphone, connection ----

const openGuardChecked = sample({
  clock: roomEntered,
  filter: ({ meetingId }) => Boolean(meetingId),
  fn: ({ meetingId }) => meetingId as string,
});
sample({
  clock: roomEntered,
  filter: ({ meetingId }) => !meetingId,
  fn: () => ({ tone: 'error' as const, text: 'No call ID provided' }),
  target: toastFx,
});
sample({
  clock: roomEntered,
  filter: ({ meetingId }) => !meetingId,
  fn: () => ({ to: ROUTES.dashboard, replace: true }),
  target: navigateFx,
});

const checkCallStartedFx = attach({ effect: readCallStartedFx, mapParams: (_: string) => undefined });
const $pendingMeetingId = createStore<string | null>(null).on(openGuardChecked, (_, id) => id);
sample({ clock: openGuardChecked, target: checkCallStartedFx });
const setupFailed = createEvent<string | null>();
sample({
  clock: checkCallStartedFx.doneData,
  filter: (flag) => flag !== 'true',
  fn: () => null,
  target: setupFailed,
});
sample({
  clock: checkCallStartedFx.doneData,
  source: $pendingMeetingId,
  filter: (id, flag) => flag === 'true' && id !== null,
  fn: (id) => id as string,
  target: fetchHostCallFx,
});
sample({ clock: fetchHostCallFx, fn: () => 'connecting' as const, target: $hostRoomPhase });
$hostMuted.reset(roomEntered);
$hostSpeaking.reset(roomEntered);
$participants.reset(roomEntered);

sample({
  clock: fetchHostCallFx.doneData,
  filter: (call) => call.status !== 'active',
  fn: () => 'Call is not active',
  target: setupFailed,
});
// Only the first answer while connecting counts: a late one from a room left meanwhile changes nothing.
const callReady = sample({
  clock: fetchHostCallFx.doneData,
  source: { phase: $hostRoomPhase, current: $hostCall },
  filter: ({ phase, current }, call) =>
    phase === 'connecting' && current === null && call.status === 'active',
  fn: (_, call) => call,
});
sample({ clock: callReady, target: $hostCall });
sample({
  clock: fetchHostCallFx.failData,
  fn: (error) => getErrorMessage(error, 'Failed to load call'),
  target: setupFailed,
});
sample({ clock: callReady, target: [micRequested, connectivityWatchStarted] });
sample({ clock: callReady, fn: () => true, target: localMicEnabledSet });
sample({
  clock: callReady,
  source: { socket: $socket, token: $token },
  filter: ({ socket, token }) => socket === null && token !== null,
  fn: ({ token }) => ({ token: token as string }),
  target: realtimeConnectRequested,
});

// create-room once the call is known and the socket is up; again after every reconnection.
const createRoomDue = sample({
  clock: [callReady, realtimeConnected],
  source: { call: $hostCall, connected: $realtimeConnected, inRoom: $inRoom, user: $user },
  filter: ({ call, connected, inRoom }) => call !== null && connected && inRoom,
  fn: ({ call, user }) => ({
    event: REALTIME_EVENTS.createRoom,
    payload: { roomName: (call as Call).meetingId, hostId: user?._id ?? (call as Call).hostId },
  }),
});
sample({ clock: createRoomDue, target: realtimeEmitted });
sample({ clock: createRoomDue, fn: () => 'live' as const, target: $hostRoomPhase });
sample({ clock: createRoomDue, target: hostReconnect.established });

// Any setup error sends the host to the dashboard (spec 02 §2, §8).
sample({
  clock: setupFailed,
  filter: (message) => message !== null,
  fn: (text) => ({ tone: 'error' as const, text: text as string }),
  target: toastFx,
});
sample({
  clock: roomNotFound,
  source: $hostRoomPhase,
  filter: (phase) => phase === 'connecting' || phase === 'live',
  fn: () => 'Call room not found. The call may have ended.',
  target: setupFailed,
});

// ---- reconnecting ----

sample({
  clock: [browserWentOffline, realtimeDisconnected, realtimeConnectFailed],
  fn: () => 'lost',
  target: hostReconnect.connectionLost,
});
sample({ clock: realtimeConnected, target: hostReconnect.connectionRestored });

// ---- participants and WebRTC ----

// One peer per participant: it is stored the moment it is created, so the same connection announced again
// while its offer is being prepared (a repeated join-room, the host's socket reconnecting) finds it and
// does not get a second offer; any peer it supersedes is closed at once.
const openPeerFx = attach({
  source: { stream: $localStream, peers: $hostPeers },
  effect: ({ stream, peers }, participant: RoomParticipant) => {
    peers[participant.key]?.close();
    const peer = openPeer(participant.key, stream, {
      candidate: peerCandidateFound,
      state: peerStateChanged,
      remote: remoteStreamReceived,
    });
    return { participant, peer };
  },
});
const createOfferFx = createEffect(
  async ({ participant, peer }: { participant: RoomParticipant; peer: CallPeer }) => ({
    participant,
    peer,
    offer: await peer.offer(),
  }),
);
const isCurrentPeer = (peers: Record<string, CallPeer>, key: string, peer: CallPeer) => peers[key] === peer;

const joinAnnounced = sample({
  clock: userJoined,
  source: { list: $participants, inRoom: $inRoom },
  filter: ({ inRoom }, payload) => inRoom && Boolean(payload?.userName),
  fn: ({ list }, payload) => ({ list, payload }),
});
// The same connection announced again keeps its live (or still negotiating) peer.
const joined = sample({
  clock: joinAnnounced,
  source: $hostPeers,
  filter: (peers, { list, payload }) => {
    const key = participantKeyOf(payload);
    const peer = peers[key];
    const live = peer !== undefined && !['failed', 'closed'].includes(peer.pc.connectionState);
    return !(live && list.some((item) => item.key === key));
  },
  fn: (_, announced) => announced,
});
sample({
  clock: joined,
  source: $hostPeers,
  fn: (peers, { list, payload }) =>
    replacedBy(list, payload)
      .map((item) => peers[item.key])
      .filter((peer): peer is CallPeer => Boolean(peer)),
  target: closePeersFx,
});
sample({ clock: joined, fn: ({ list, payload }) => joinParticipant(list, payload), target: $participants });
sample({
  clock: joined,
  source: $participants,
  fn: (list) => list[list.length - 1] as RoomParticipant,
  target: openPeerFx,
});
$hostPeers.on(openPeerFx.doneData, (peers, { participant, peer }) => ({
  ...peers,
  [participant.key]: peer,
}));
sample({ clock: openPeerFx.doneData, target: createOfferFx });
const offerReady = sample({
  clock: createOfferFx.doneData,
  source: $hostPeers,
  filter: (peers, { participant, peer }) => isCurrentPeer(peers, participant.key, peer),
  fn: (_, ready) => ready,
});
// A microphone opened (or changed) while the offer was being prepared is what the new peer sends.
sample({
  clock: offerReady,
  source: $localStream,
  filter: (stream) => stream !== null,
  fn: (stream, { peer }) => ({ peers: [peer], stream }),
  target: replacePeerTracksFx,
});
sample({
  clock: offerReady,
  fn: ({ participant, offer }) => ({
    event: REALTIME_EVENTS.hostToUserOffer,
    payload: { userId: participant.userId, userName: participant.userName, socketId: participant.key, offer },
  }),
  target: realtimeEmitted,
});
// A peer superseded or dropped while its offer was being prepared is closed, and its offer never sent.
sample({
  clock: createOfferFx.doneData,
  source: $hostPeers,
  filter: (peers, { participant, peer }) => !isCurrentPeer(peers, participant.key, peer),
  fn: (_, { peer }) => [peer],
  target: closePeersFx,
});

sample({
  clock: peerCandidateFound,
  source: $participants,
  fn: (list, { key, candidate }) => {
    const participant = list.find((item) => item.key === key);
    return {
      event: REALTIME_EVENTS.sendIceCandidate,
      payload: { userId: participant?.userId ?? key, socketId: key, candidate },
    };
  },
  target: realtimeEmitted,
});

function peerFor(
  list: RoomParticipant[],
  peers: Record<string, CallPeer>,
  ref: SignalPayload,
): CallPeer | null {
  const participant = list.find((item) => refersTo(item, ref));
  return participant ? (peers[participant.key] ?? null) : null;
}

const acceptAnswerFx = createEffect(
  async ({ peer, answer }: { peer: CallPeer | null; answer: RTCSessionDescriptionInit | undefined }) => {
    if (peer && answer) await peer.acceptAnswer(answer);
  },
);
const addCandidateFx = createEffect(
  async ({ peer, candidate }: { peer: CallPeer | null; candidate: RTCIceCandidateInit | undefined }) => {
    if (peer && candidate) await peer.addCandidate(candidate);
  },
);
sample({
  clock: answerReceived,
  source: { list: $participants, peers: $hostPeers },
  fn: ({ list, peers }, payload) => ({ peer: peerFor(list, peers, payload), answer: payload.answer }),
  target: acceptAnswerFx,
});
sample({
  clock: candidateReceived,
  source: { list: $participants, peers: $hostPeers },
  fn: ({ list, peers }, payload) => ({ peer: peerFor(list, peers, payload), candidate: payload.candidate }),
  target: addCandidateFx,
});

$participantStreams.on(remoteStreamReceived, (streams, { key, stream }) => ({ ...streams, [key]: stream }));

// ICE failed or disconnected: reconnecting, and an ICE restart offer after 500 ms (spec 02 §4, §9).
const peerLost = sample({
  clock: peerStateChanged,
  filter: ({ state }) => state === 'failed' || state === 'disconnected',
});
sample({ clock: peerLost, fn: () => 'ice', target: hostReconnect.connectionLost });
sample({
  clock: peerStateChanged,
  filter: ({ state }) => state === 'connected',
  target: hostReconnect.connectionRestored,
});
const iceRestartFx = createEffect(async ({ key, peer }: { key: string; peer: CallPeer }) => {
  await delayFx(ICE_RESTART_DELAY_MS);
  const state = peer.pc.iceConnectionState;
  if (peer.pc.signalingState === 'closed' || (state !== 'failed' && state !== 'disconnected')) return null;
  return { key, offer: await peer.offer(true) };
});
sample({
  clock: peerLost,
  source: $hostPeers,
  filter: (peers, { key }) => Boolean(peers[key]),
  fn: (peers, { key }) => ({ key, peer: peers[key] as CallPeer }),
  target: iceRestartFx,
});
sample({
  clock: iceRestartFx.doneData,
  source: $participants,
  filter: (list, result) => result !== null && list.some((item) => item.key === result.key),
  fn: (list, result) => {
    const participant = list.find((item) => item.key === result?.key) as RoomParticipant;
    return {
      event: REALTIME_EVENTS.hostToUserOffer,
      payload: {
        userId: participant.userId,
        userName: participant.userName,
        socketId: participant.key,
        offer: result?.offer,
      },
    };
  },
  target: realtimeEmitted,
});

// Leaving participants: tile removed, peer closed.
const participantGone = sample({
  clock: [userDisconnected, userKicked, userDisabled],
  filter: (payload) => Boolean(payload),
});
sample({
  clock: participantGone,
  source: { list: $participants, peers: $hostPeers },
  fn: ({ list, peers }, ref) =>
    list
      .filter((item) => refersTo(item, ref))
      .map((item) => peers[item.key])
      .filter((peer): peer is CallPeer => Boolean(peer)),
  target: closePeersFx,
});
$participants.on(participantGone, (list, ref) => removeParticipant(list, ref));
// Peers and streams of participants no longer listed are closed and forgotten.
const pruned = sample({
  clock: $participants,
  source: { peers: $hostPeers, streams: $participantStreams },
  fn: ({ peers, streams }, list) => {
    const keys = new Set(list.map((item) => item.key));
    const keep = <T>(record: Record<string, T>) =>
      Object.fromEntries(Object.entries(record).filter(([key]) => keys.has(key)));
    const dropped = Object.entries(peers).filter(([key]) => !keys.has(key));
    return { peers: keep(peers), streams: keep(streams), dropped: dropped.map(([, peer]) => peer) };
  },
});
sample({ clock: pruned, fn: ({ peers }) => peers, target: $hostPeers });
sample({
  clock: pruned,
  filter: ({ dropped }) => dropped.length > 0,
  fn: ({ dropped }) => dropped,
  target: closePeersFx,
});
sample({ clock: pruned, fn: ({ streams }) => streams, target: $participantStreams });

sample({
  clock: userKicked,
  source: $inRoom,
  filter: Boolean,
  fn: () => ({ tone: 'success' as const, text: 'User kicked successfully' }),
  target: toastFx,
});
sample({
  clock: userDisabled,
  source: $inRoom,
  filter: Boolean,
  fn: () => ({ tone: 'success' as const, text: 'User disabled successfully' }),
  target: toastFx,
});

// A new microphone (device change, 'Try Again') replaces the track every peer sends.
sample({
  clock: $localStream,
  source: $hostPeers,
  filter: (peers, stream) => stream !== null && Object.keys(peers).length > 0,
  fn: (peers, stream) => ({ peers: Object.values(peers), stream }),
  target: replacePeerTracksFx,
});

// ---- speaking and mute ----

$participants
  .on(userSpeaking, (list, ref) => updateParticipant(list, ref, { status: 'speaking' }))
  .on(userStoppedSpeaking, (list, ref) => updateParticipant(list, ref, { status: 'connected' }));

const startSamplingFx = attach({
  source: $stopSampling,
  effect: (previous, stream: MediaStream) => {
    previous?.();
    return startLevelSampling(stream, hostLevelSampled);
  },
});
const stopSamplingFx = attach({ source: $stopSampling, effect: (stop) => stop?.() });
sample({
  clock: $localStream,
  source: $inRoom,
  filter: (inRoom, stream) => inRoom && stream !== null,
  fn: (_, stream) => stream as MediaStream,
  target: startSamplingFx,
});
sample({ clock: startSamplingFx.doneData, target: $stopSampling });

// Above 30 starts speaking, 30 or below ends it; nothing is sent as speaking while muted (spec 02 §4).
const speakingChanged = sample({
  clock: hostLevelSampled,
  source: { speaking: $hostSpeaking, muted: $hostMuted, inRoom: $inRoom },
  filter: ({ speaking, muted, inRoom }, level) => inRoom && speaking !== (!muted && isSpeakingLevel(level)),
  fn: ({ speaking }) => !speaking,
});
sample({ clock: speakingChanged, target: $hostSpeaking });
sample({
  clock: speakingChanged,
  fn: (speaking) => ({
    event: speaking ? REALTIME_EVENTS.hostSpeaking : REALTIME_EVENTS.hostStoppedSpeaking,
  }),
  target: realtimeEmitted,
});

$hostMuted.on(hostMuteToggled, (muted) => !muted);
sample({ clock: hostMuteToggled, source: $hostMuted, fn: (muted) => !muted, target: localMicEnabledSet });
sample({
  clock: hostMuteToggled,
  source: $hostMuted,
  filter: Boolean,
  fn: () => false,
  target: $hostSpeaking,
});
sample({
  clock: hostMuteToggled,
  source: $hostMuted,
  fn: (muted) => ({ event: muted ? REALTIME_EVENTS.hostMuted : REALTIME_EVENTS.hostUnmuted }),
  target: realtimeEmitted,
});

// ---- per-user controls ----

const findParticipant = (list: RoomParticipant[], key: string) =>
  list.find((item) => item.key === key) ?? null;

const muteTarget = sample({
  clock: participantMuteToggled,
  source: $participants,
  filter: (list, key) => findParticipant(list, key) !== null,
  fn: (list, key) => findParticipant(list, key) as RoomParticipant,
});
sample({
  clock: muteTarget,
  fn: (participant) => ({
    event: participant.muted ? REALTIME_EVENTS.userUnmutedByHost : REALTIME_EVENTS.userMutedByHost,
    payload: { userId: participant.userId, socketId: participant.key },
  }),
  target: realtimeEmitted,
});
$participants.on(muteTarget, (list, participant) =>
  updateParticipant(list, { socketId: participant.key }, { muted: !participant.muted }),
);

for (const [clock, event, text] of [
  [participantKickRequested, REALTIME_EVENTS.kickUser, 'User kicked from call'],
  [participantDisableRequested, REALTIME_EVENTS.disableUser, 'User disabled'],
] as const) {
  const target = sample({ clock, source: $participants, fn: (list, key) => findParticipant(list, key) });
  sample({
    clock: target,
    filter: (participant) => participant === null,
    fn: () => ({ tone: 'error' as const, text: 'User not found' }),
    target: toastFx,
  });
  const found = sample({ clock: target, filter: (participant) => participant !== null });
  sample({
    clock: found,
    fn: (participant) => ({ event, payload: { userId: participant?.userId, socketId: participant?.key } }),
    target: realtimeEmitted,
  });
  sample({ clock: found, fn: () => ({ tone: 'success' as const, text }), target: toastFx });
}

// ---- ending and closing ----

const teardownFx = attach({
  source: { peers: $hostPeers, stop: $stopSampling },
  effect: ({ peers, stop }) => {
    stop?.();
    for (const peer of Object.values(peers)) peer.close();
  },
});
const teardown = createEvent();
sample({ clock: teardown, target: [teardownFx, micReleased, connectivityWatchStopped] });
$hostPeers.reset(teardownFx.done);
$participantStreams.reset(teardownFx.done);
$stopSampling.reset(teardownFx.done);
sample({ clock: teardownFx.done, target: stopSamplingFx.prepend(() => undefined) });

sample({
  clock: endCallConfirmed,
  source: { call: $hostCall, phase: $hostRoomPhase },
  filter: ({ call, phase }) => call !== null && phase !== 'leaving',
  fn: ({ call }) => (call as Call)._id,
  target: endHostCallFx,
});
sample({ clock: endHostCallFx, fn: () => 'leaving' as const, target: $hostRoomPhase });
sample({
  clock: endHostCallFx.failData,
  fn: (error) => ({ tone: 'error' as const, text: getErrorMessage(error, 'Failed to end call') }),
  target: toastFx,
});
// Ended or not, the host leaves for the dashboard (spec 02 §4).
sample({
  clock: endHostCallFx.finally,
  source: $hostCall,
  fn: (call) => ({ event: REALTIME_EVENTS.hostDisconnected, payload: { meetingId: call?.meetingId } }),
  target: realtimeEmitted,
});
sample({ clock: [endHostCallFx.finally, setupFailed], target: [teardown, clearCallStartedFx] });
sample({
  clock: [endHostCallFx.finally, setupFailed],
  fn: () => ({ to: ROUTES.dashboard, replace: true }),
  target: navigateFx,
});
sample({ clock: endHostCallFx.finally, target: returnedFromCall });
$hostRoomPhase.on(setupFailed, () => 'idle');

sample({ clock: roomLeft, target: teardown });
$hostRoomPhase.reset(roomLeft);
$hostCall.reset(roomLeft);
$participants.reset(roomLeft);
$hostMuted.reset(roomLeft);
$hostSpeaking.reset(roomLeft);
sample({ clock: roomLeft, target: hostReconnect.reset });
