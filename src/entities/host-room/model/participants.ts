// Participants joining the host room: one peer each and its offer, then the answer and ICE candidates that
// come back for it.
import { attach, createEffect, sample } from 'effector';
import { REALTIME_EVENTS, realtimeEmitted } from '@/shared/api';
import type { CallPeer } from '@/shared/lib/webrtc';
import { $localStream } from '@/entities/microphone/@x/host-room';
import {
  $hostPeers,
  $inRoom,
  $participants,
  $participantStreams,
  answerReceived,
  candidateReceived,
  participantMuteSet,
  peerLinks,
  userJoined,
} from './units';
import {
  $relayServers,
  iceServersForLinkFx,
  closePeersFx,
  sendMicrophoneOnReady,
  joinParticipant,
  participantKeyOf,
  refersTo,
  replacedBy,
  updateParticipant,
  type ParticipantRef,
  type RoomParticipant,
} from '@/entities/call-room/@x/host-room';

const createOfferFx = createEffect(
  async ({ participant, peer }: { participant: RoomParticipant; peer: CallPeer }) => {
    // Credentials fetched at join may have run out by the time this participant arrives.
    peer.useIceServers(await iceServersForLinkFx({ renew: false }));
    return { participant, peer, offer: await peer.offer(), refused: peer.relayRefused };
  },
);
// The relay refused the credentials while the offer gathered (they expired): the same peer gathers again
// with fresh ones before its offer goes out. Once only.
const reofferFx = createEffect(
  async ({ participant, peer }: { participant: RoomParticipant; peer: CallPeer }) => {
    peer.useIceServers(await iceServersForLinkFx({ renew: true }));
    return { participant, peer, offer: await peer.offer(true), refused: false };
  },
);
sample({
  clock: createOfferFx.doneData,
  filter: ({ refused }) => refused,
  fn: ({ participant, peer }) => ({ participant, peer }),
  target: reofferFx,
});
const offerMade = sample({
  clock: [createOfferFx.doneData, reofferFx.doneData],
  filter: ({ refused }) => !refused,
});
const isCurrentPeer = (peers: Record<string, CallPeer>, key: string, peer: CallPeer) => peers[key] === peer;

// One peer per participant: it is stored the moment it is created, so the same connection announced again
// while its offer is being prepared (a repeated join-room, the host's socket reconnecting) finds it and
// does not get a second offer; any peer it supersedes is closed at once.
const openPeerFx = attach({
  source: { stream: $localStream, peers: $hostPeers, relay: $relayServers },
  effect: ({ stream, peers, relay }, participant: RoomParticipant) => {
    peers[participant.key]?.close();
    return { participant, peer: peerLinks.open(participant.key, stream, relay?.iceServers ?? []) };
  },
});

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
  clock: offerMade,
  source: $hostPeers,
  filter: (peers, { participant, peer }) => isCurrentPeer(peers, participant.key, peer),
  fn: (_, ready) => ready,
});
sendMicrophoneOnReady(offerReady);
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
  clock: offerMade,
  source: $hostPeers,
  filter: (peers, { participant, peer }) => !isCurrentPeer(peers, participant.key, peer),
  fn: (_, { peer }) => [peer],
  target: closePeersFx,
});

sample({
  clock: peerLinks.candidateFound,
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
  ref: ParticipantRef,
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

$participantStreams.on(peerLinks.remoteStreamReceived, (streams, { key, stream }) => ({
  ...streams,
  [key]: stream,
}));

// The host muted or unmuted a participant (features/host-controls): its tile follows.
$participants.on(participantMuteSet, (list, { key, muted }) =>
  updateParticipant(list, { socketId: key }, { muted }),
);
