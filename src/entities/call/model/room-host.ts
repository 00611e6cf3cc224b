import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import {
  $realtimeConnected,
  $socket,
  getErrorMessage,
  realtimeConnectFailed,
  realtimeConnectRequested,
  realtimeConnected,
  realtimeDisconnected,
  realtimeEmitted,
  realtimeEvent,
  type Call,
} from '@/shared/api';
import { ICE_RESTART_DELAY_MS, ROUTES } from '@/shared/config';
import { isSpeakingLevel, navigateFx } from '@/shared/lib';
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
  delayFx,
  notifyFx,
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
import { createReconnectRules } from './room-reconnect';
import type { ParticipantRefPayload, RoomParticipant, SignalPayload, UserJoinedPayload } from './room-types';

export type HostRoomPhase = 'idle' | 'connecting' | 'live' | 'leaving';

export const hostRoomOpened = createEvent<{ meetingId: string | null }>();
export const hostRoomClosed = createEvent();
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
const $stopSampling = createStore<(() => void) | null>(null, { serialize: 'ignore' });

const hostReconnect = createReconnectRules({
  $blocked: $hostRoomPhase.map((phase) => phase === 'leaving' || phase === 'idle'),
});
export const $hostReconnecting = hostReconnect.$reconnecting;

const userJoined = realtimeEvent<UserJoinedPayload>('user-joined');
const userDisconnected = realtimeEvent<ParticipantRefPayload>('user-disconnected');
const userKicked = realtimeEvent<ParticipantRefPayload>('user-kicked');
const userDisabled = realtimeEvent<ParticipantRefPayload>('user-disabled');
const userSpeaking = realtimeEvent<ParticipantRefPayload>('user-speaking');
const userStoppedSpeaking = realtimeEvent<ParticipantRefPayload>('user-stopped-speaking');
const answerReceived = realtimeEvent<SignalPayload>('user-to-host-answer');
const candidateReceived = realtimeEvent<SignalPayload>('user-to-host-ice-candidate');
const roomNotFound = realtimeEvent<unknown>('room-not-found');

const $inRoom = $hostRoomPhase.map((phase) => phase === 'connecting' || phase === 'live');

export const fetchHostCallFx = createEffect(fetchCall);
export const endHostCallFx = createEffect(endCallFromRoom);

// ---- opening: guards, call, microphone, connection ----

const openGuardChecked = sample({
  clock: hostRoomOpened,
  filter: ({ meetingId }) => Boolean(meetingId),
  fn: ({ meetingId }) => meetingId as string,
});
sample({
  clock: hostRoomOpened,
  filter: ({ meetingId }) => !meetingId,
  fn: () => ({ tone: 'error' as const, text: 'No call ID provided' }),
  target: notifyFx,
});
sample({
  clock: hostRoomOpened,
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
$hostMuted.reset(hostRoomOpened);
$hostSpeaking.reset(hostRoomOpened);
$participants.reset(hostRoomOpened);

sample({
  clock: fetchHostCallFx.doneData,
  filter: (call) => call.status !== 'active',
  fn: () => 'Call is not active',
  target: setupFailed,
});
const callReady = sample({ clock: fetchHostCallFx.doneData, filter: (call) => call.status === 'active' });
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
    event: 'create-room',
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
  target: notifyFx,
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

const createOfferFx = attach({
  source: $localStream,
  effect: async (stream, participant: RoomParticipant) => {
    const peer = openPeer(participant.key, stream, {
      candidate: peerCandidateFound,
      state: peerStateChanged,
      remote: remoteStreamReceived,
    });
    const offer = await peer.offer();
    return { participant, peer, offer };
  },
});

const joinAnnounced = sample({
  clock: userJoined,
  source: { list: $participants, inRoom: $inRoom },
  filter: ({ inRoom }, payload) => inRoom && Boolean(payload?.userName),
  fn: ({ list }, payload) => ({ list, payload }),
});
// The same connection announced again (the host's socket reconnected) keeps its live peer.
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
  target: createOfferFx,
});
$hostPeers.on(createOfferFx.doneData, (peers, { participant, peer }) => ({
  ...peers,
  [participant.key]: peer,
}));
// A microphone opened (or changed) while the offer was being prepared is what the new peer sends.
sample({
  clock: createOfferFx.doneData,
  source: $localStream,
  filter: (stream) => stream !== null,
  fn: (stream, { peer }) => ({ peers: [peer], stream }),
  target: replacePeerTracksFx,
});
sample({
  clock: createOfferFx.doneData,
  source: $participants,
  filter: (list, { participant }) => list.some((item) => item.key === participant.key),
  fn: (_, { participant, offer }) => ({
    event: 'host-to-user-offer',
    payload: { userId: participant.userId, userName: participant.userName, socketId: participant.key, offer },
  }),
  target: realtimeEmitted,
});
// A participant replaced while its offer was being prepared: drop that late peer.
sample({
  clock: createOfferFx.doneData,
  source: $participants,
  filter: (list, { participant }) => !list.some((item) => item.key === participant.key),
  fn: (_, { peer }) => [peer],
  target: closePeersFx,
});

sample({
  clock: peerCandidateFound,
  source: $participants,
  fn: (list, { key, candidate }) => {
    const participant = list.find((item) => item.key === key);
    return {
      event: 'send-ice-candidate',
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
      event: 'host-to-user-offer',
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
const pruned = sample({
  clock: $participants,
  source: { peers: $hostPeers, streams: $participantStreams },
  fn: ({ peers, streams }, list) => {
    const keys = new Set(list.map((item) => item.key));
    const keep = <T>(record: Record<string, T>) =>
      Object.fromEntries(Object.entries(record).filter(([key]) => keys.has(key)));
    return { peers: keep(peers), streams: keep(streams) };
  },
});
sample({ clock: pruned, fn: ({ peers }) => peers, target: $hostPeers });
sample({ clock: pruned, fn: ({ streams }) => streams, target: $participantStreams });

sample({
  clock: userKicked,
  source: $inRoom,
  filter: Boolean,
  fn: () => ({ tone: 'success' as const, text: 'User kicked successfully' }),
  target: notifyFx,
});
sample({
  clock: userDisabled,
  source: $inRoom,
  filter: Boolean,
  fn: () => ({ tone: 'success' as const, text: 'User disabled successfully' }),
  target: notifyFx,
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
  fn: (speaking) => ({ event: speaking ? 'host-speaking' : 'host-stopped-speaking' }),
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
  fn: (muted) => ({ event: muted ? 'host-muted' : 'host-unmuted' }),
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
    event: participant.muted ? 'user-unmuted-by-host' : 'user-muted-by-host',
    payload: { userId: participant.userId, socketId: participant.key },
  }),
  target: realtimeEmitted,
});
$participants.on(muteTarget, (list, participant) =>
  updateParticipant(list, { socketId: participant.key }, { muted: !participant.muted }),
);

for (const [clock, event, text] of [
  [participantKickRequested, 'kick-user', 'User kicked from call'],
  [participantDisableRequested, 'disable-user', 'User disabled'],
] as const) {
  const target = sample({ clock, source: $participants, fn: (list, key) => findParticipant(list, key) });
  sample({
    clock: target,
    filter: (participant) => participant === null,
    fn: () => ({ tone: 'error' as const, text: 'User not found' }),
    target: notifyFx,
  });
  const found = sample({ clock: target, filter: (participant) => participant !== null });
  sample({
    clock: found,
    fn: (participant) => ({ event, payload: { userId: participant?.userId, socketId: participant?.key } }),
    target: realtimeEmitted,
  });
  sample({ clock: found, fn: () => ({ tone: 'success' as const, text }), target: notifyFx });
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
  target: notifyFx,
});
// Ended or not, the host leaves for the dashboard (spec 02 §4).
sample({
  clock: endHostCallFx.finally,
  source: $hostCall,
  fn: (call) => ({ event: 'host-disconnected', payload: { meetingId: call?.meetingId } }),
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

sample({ clock: hostRoomClosed, target: teardown });
$hostRoomPhase.reset(hostRoomClosed);
$hostCall.reset(hostRoomClosed);
$participants.reset(hostRoomClosed);
$hostMuted.reset(hostRoomClosed);
$hostSpeaking.reset(hostRoomClosed);
sample({ clock: hostRoomClosed, target: hostReconnect.reset });
