// The host's call room (spec 02). The sections load in the single-file model's order after the shared
// units: effector runs same-clock samples in the order they were declared.
import './units';
import './opening';
import './reconnecting';
import './participants';
import './participant-links';
import './speaking';
import './ending';

export type { HostRoomPhase } from './units';
export {
  hostRoomOpened,
  hostRoomClosed,
  hostMuteToggled,
  participantMuteSet,
  hostCallEndStarted,
  hostCallEndSettled,
  hostLevelSampled,
  hostRoomNoticeRaised,
  hostRoomExitRequested,
  fetchHostCallFx,
  $hostRoomPhase,
  $hostCall,
  $hostMuted,
  $hostSpeaking,
  $participants,
  $participantCount,
  $hostPeers,
  $participantStreams,
  $hostReconnecting,
  $hostLinkQuality,
} from './units';
