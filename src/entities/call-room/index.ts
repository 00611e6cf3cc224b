// The live call room, for the host and for a user (spec 02): who is in it and speaking, its phases, the
// WebRTC links and their quality, reconnecting; it announces notices and exits, and pages toast and navigate.
export { ROOM_NOTICE_TEXT } from './model/room-types';
export type { RoomParticipant, RoomExit } from './model/room-types';
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
} from './model/host-room';
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
  $userCall,
  $roomHost,
  $hostStatus,
  $mutedByHost,
  $roomNotice,
  $hostStream,
  $joinedAt,
  $userReconnecting,
} from './model/user-room';
// Reports the open room to entities/open-room, and closes it when asked there.
import './model/open-room';
export { RemoteAudio } from './ui/RemoteAudio';
export { HostLinkQualityBadge, UserLinkQualityBadge } from './ui/LinkQualityBadges';
export { RoomLeaveGuard } from './ui/RoomLeaveGuard';
