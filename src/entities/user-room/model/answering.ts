// The user's side of WebRTC: one current peer that answers the host's offers, and the ICE candidates,
// remote stream and microphone track around it.
import { attach, createEffect, sample } from 'effector';
import { REALTIME_EVENTS, realtimeEmitted } from '@/shared/api';
import { $user } from '@/entities/user/@x/user-room';
import type { CallPeer } from '@/shared/lib/webrtc';
import { $localStream } from '@/entities/microphone/@x/user-room';
import { $hostStream, $inRoom, $userPeer, candidateReceived, offerReceived, peerLinks } from './units';
import {
  $relayServers,
  fetchIceServersFx,
  iceServersForLinkFx,
  replacePeerTracksFx,
  sendMicrophoneOnReady,
} from '@/entities/call-room/@x/user-room';

interface OfferToAnswer {
  offer: RTCSessionDescriptionInit;
  userId?: string;
  /** A new peer with relay credentials fetched just now (after the relay refused the previous ones). */
  renewed?: boolean;
}

const answerOfferFx = createEffect(
  async ({ peer, restart, offer, userId, renewed }: OfferToAnswer & { peer: CallPeer; restart: boolean }) => {
    try {
      // An ICE restart asks for relay credentials anew; a new link takes fresh ones if those in hand expire.
      peer.useIceServers(await iceServersForLinkFx({ renew: restart }));
      const answer = await peer.answer(offer);
      return { peer, answer, userId, offer, refused: peer.relayRefused && !renewed && !restart };
    } catch (error) {
      if (!restart) peer.close();
      throw error;
    }
  },
);

// The peer answering an offer becomes the current one at once: an offer arriving while an earlier answer is
// being prepared closes that peer, whose answer is then never sent (two answers for one host peer leave the
// call silent).
const preparePeerFx = attach({
  source: { stream: $localStream, current: $userPeer, relay: $relayServers },
  effect: ({ stream, current, relay }, { offer, userId, renewed }: OfferToAnswer) => {
    // An ICE-restart offer renegotiates the live connection; any other offer starts a fresh one.
    const restart =
      !renewed && current !== null && current.pc.connectionState !== 'closed' && current.isSameRemote(offer);
    if (restart && current) return { peer: current, restart, offer, userId, renewed };
    current?.close();
    const peer = peerLinks.open('host', stream, relay?.iceServers ?? []);
    return { peer, restart, offer, userId, renewed };
  },
});
sample({
  clock: offerReceived,
  source: $inRoom,
  filter: (inRoom, payload) => inRoom && Boolean(payload?.offer),
  fn: (_, payload) => ({ offer: payload.offer as RTCSessionDescriptionInit, userId: payload.userId }),
  target: preparePeerFx,
});
sample({ clock: preparePeerFx.doneData, fn: ({ peer }) => peer, target: $userPeer });
sample({ clock: preparePeerFx.doneData, target: answerOfferFx });
const answeredByCurrent = sample({
  clock: answerOfferFx.doneData,
  source: $userPeer,
  filter: (current, { peer }) => current === peer,
  fn: (_, result) => result,
});
// The relay refused the credentials while this answer gathered (they expired): fresh ones, and a new peer
// answers the same offer with them (the host has had no answer yet). Once only.
const renewRelayFx = attach({
  effect: fetchIceServersFx,
  mapParams: (_: { offer: RTCSessionDescriptionInit; userId?: string }) => undefined,
});
sample({
  clock: answeredByCurrent,
  filter: ({ refused }) => refused,
  fn: ({ offer, userId }) => ({ offer, userId }),
  target: renewRelayFx,
});
sample({
  clock: renewRelayFx.finally,
  source: $inRoom,
  filter: (inRoom) => inRoom,
  fn: (_, { params }) => ({ ...params, renewed: true }),
  target: preparePeerFx,
});
const answered = sample({ clock: answeredByCurrent, filter: ({ refused }) => !refused });
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
  clock: peerLinks.candidateFound,
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
sample({ clock: peerLinks.remoteStreamReceived, fn: ({ stream }) => stream, target: $hostStream });
sample({
  clock: $localStream,
  source: $userPeer,
  filter: (peer, stream) => peer !== null && stream !== null,
  fn: (peer, stream) => ({ peers: [peer as CallPeer], stream }),
  target: replacePeerTracksFx,
});
sendMicrophoneOnReady(answered);
