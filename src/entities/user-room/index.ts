// A user's live call room (spec 02): joining, the host's stream and status, being muted by the host, the
// WebRTC link and its quality, reconnecting and the ways a call ends; it announces notices and exits, and the
// page toasts and navigates.
export {
  userRoomOpened,
  userRoomClosed,
  userLeaveConfirmed,
  roomNoticeDismissed,
  userRoomNoticeRaised,
  userRoomExitRequested,
  userRoomSocketReleased,
  userRoomJoinRequested,
  userRoomJoined,
  userRoomJoinFailed,
  $userRoomPhase,
  $userRoomMeetingId,
  $userCall,
  $roomHost,
  $hostStatus,
  $mutedByHost,
  $roomNotice,
  $hostStream,
  $joinedAt,
  $userReconnecting,
} from './model';
// Reports the open room to entities/open-room, and closes it when asked there.
import './model/open-room';
export { UserLinkQualityBadge } from './ui/UserLinkQualityBadge';
