export {
  CallPeer,
  hasRelay,
  needsRelay,
  rtcConfiguration,
  sdpFingerprint,
  waitForIceGathering,
} from './peer';
export type { CallPeerHandlers, PeerLinkState } from './peer';
