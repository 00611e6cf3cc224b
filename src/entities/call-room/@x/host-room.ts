// Cross-entity API for `entities/host-room`: what both call rooms share (connectivity, the relay, peers and
// their streams, the page lifecycle, quality, reconnecting, the wake lock, notices), and the host's participant
// list rules. Listed in the order the rooms first load them: effector runs same-tick work in creation order.
export { connectivityWatchStarted, browserWentOffline } from '../model/connectivity';
export {
  joinParticipant,
  participantKeyOf,
  refersTo,
  removeParticipant,
  replacedBy,
  updateParticipant,
} from '../model/room-participants';
export { fetchCall } from '../api/room';
export {
  clearCallStartedFx,
  closePeersFx,
  createPeerLinks,
  createTeardown,
  replacePeerTracksFx,
  resetOn,
  sendMicrophoneOnReady,
} from '../model/room-effects';
export { createRoomLifecycle } from '../model/room-lifecycle';
export { createQualityMonitor } from '../model/room-quality';
export { createReconnectRules } from '../model/room-reconnect';
export { createWakeLock } from '../model/room-wake-lock';
export { ROOM_NOTICE_TEXT } from '../model/room-types';
export type { ParticipantRef, RoomExit, RoomNotice, RoomParticipant } from '../model/room-types';
export { $relayServers, iceServersForLinkFx, relayBeforeJoin } from '../model/relay';
export { announceWhenConnected } from '../model/room-announce';
export { ConnectionQualityBadge } from '../ui/ConnectionQualityBadge';
