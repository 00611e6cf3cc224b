// Cross-entity API for `entities/user-room`: what both call rooms share (connectivity, the relay, peers and
// their streams, the page lifecycle, quality, reconnecting, the wake lock, notices) and leaving a call.
// Listed in the order the rooms first load them: effector runs same-tick work in creation order.
export { connectivityWatchStarted, browserWentOffline, browserWentOnline } from '../model/connectivity';
export { leaveCall } from '../api/room';
export {
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
export type { HostStatus, RoomEndNotice, RoomNotice } from '../model/room-types';
export { $relayServers, fetchIceServersFx, iceServersForLinkFx, relayBeforeJoin } from '../model/relay';
export { announceWhenConnected } from '../model/room-announce';
export { ConnectionQualityBadge } from '../ui/ConnectionQualityBadge';
