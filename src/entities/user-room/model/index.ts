// A user's call room (spec 02). The sections load in the single-file model's order after the shared units:
// effector runs same-clock samples in the order they were declared.
import './units';
import './joining';
import './answering';
import './reconnecting';
import './host-status';
import './endings';

export type { UserRoomPhase } from './units';
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
  leaveUserCallFx,
  $userRoomPhase,
  $userRoomMeetingId,
  $userCall,
  $roomHost,
  $hostStatus,
  $mutedByHost,
  $roomNotice,
  $userPeer,
  $hostStream,
  $joinedAt,
  $userReconnecting,
  $userLinkQuality,
} from './units';
