// The host's live call room (spec 02): its phases, the participants, who speaks, the WebRTC links to them and
// their quality, reconnecting and ending; it announces notices and exits, and the page toasts and navigates.
export {
  hostRoomOpened,
  hostRoomClosed,
  hostMuteToggled,
  participantMuteSet,
  hostCallEndStarted,
  hostCallEndSettled,
  hostRoomNoticeRaised,
  hostRoomExitRequested,
  $hostRoomPhase,
  $hostCall,
  $hostMuted,
  $participants,
  $participantCount,
  $participantStreams,
  $hostReconnecting,
} from './model';
// Reports the open room to entities/open-room, and closes it when asked there.
import './model/open-room';
export { HostLinkQualityBadge } from './ui/HostLinkQualityBadge';
