// Keeps the links to the host's participants sound once they exist: ICE restarts, peers closed with the
// participants who leave (or are removed), and a new microphone sent on every peer.
import { createEffect, sample } from 'effector';
import { REALTIME_EVENTS, realtimeEmitted } from '@/shared/api';
import { ICE_RESTART_DELAY_MS } from '@/shared/config';
import { delayFx } from '@/shared/lib';
import type { CallPeer } from '@/shared/lib/webrtc';
import { $localStream } from '@/entities/microphone/@x/host-room';
import {
  $hostPeers,
  $inRoom,
  $participants,
  $participantStreams,
  hostReconnect,
  hostRoomNoticeRaised,
  peerLinks,
  userDisabled,
  userDisconnected,
  userKicked,
} from './units';
import {
  iceServersForLinkFx,
  closePeersFx,
  replacePeerTracksFx,
  refersTo,
  removeParticipant,
  type RoomParticipant,
} from '@/entities/call-room/@x/host-room';

// ICE failed or disconnected: reconnecting, and an ICE restart offer after 500 ms (spec 02 §4, §9).
const peerLost = sample({
  clock: peerLinks.stateChanged,
  filter: ({ state }) => state === 'failed' || state === 'disconnected',
});
sample({ clock: peerLost, fn: () => 'ice', target: hostReconnect.connectionLost });
sample({
  clock: peerLinks.stateChanged,
  filter: ({ state }) => state === 'connected',
  target: hostReconnect.connectionRestored,
});
const iceRestartFx = createEffect(async ({ key, peer }: { key: string; peer: CallPeer }) => {
  await delayFx(ICE_RESTART_DELAY_MS);
  const lost = () => {
    const state = peer.pc.iceConnectionState;
    return peer.pc.signalingState !== 'closed' && (state === 'failed' || state === 'disconnected');
  };
  if (!lost()) return null;
  // A restart gathers afresh, with relay credentials asked for anew (the old ones may have expired).
  const iceServers = await iceServersForLinkFx({ renew: true });
  if (!lost()) return null;
  peer.useIceServers(iceServers);
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
  target: hostRoomNoticeRaised,
});
sample({
  clock: userDisabled,
  source: $inRoom,
  filter: Boolean,
  fn: () => ({ tone: 'success' as const, text: 'User disabled successfully' }),
  target: hostRoomNoticeRaised,
});

// A new microphone (device change, 'Try Again') replaces the track every peer sends.
sample({
  clock: $localStream,
  source: $hostPeers,
  filter: (peers, stream) => stream !== null && Object.keys(peers).length > 0,
  fn: (peers, stream) => ({ peers: Object.values(peers), stream }),
  target: replacePeerTracksFx,
});
