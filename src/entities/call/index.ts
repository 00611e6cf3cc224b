export {
  fetchHostCalls,
  fetchActiveCall,
  createCall,
  endCall,
  FAILED_TO_INITIATE_CALL,
  INVALID_CALL_DATA,
  ACTIVE_CALL_EXISTS,
} from './api/calls';
export { isCallActive } from './lib/status';
export { GOOD_ONE_WAY_MS, FAIR_ONE_WAY_MS } from './lib/quality';
export type { LinkQuality, QualityBand } from './lib/quality';
export { fetchCall, joinCall, leaveCall, endCallFromRoom } from './api/room';
export { ROOM_NOTICE_TEXT } from './model/room-types';
export type {
  RoomParticipant,
  HostStatus,
  RoomEndNotice,
  RoomNotice,
  RoomExit,
  UserJoinedPayload,
} from './model/room-types';
export {
  micRequested,
  micReleased,
  inputDeviceSelected,
  outputDeviceSelected,
  localMicEnabledSet,
  microphoneSourceSet,
  $microphoneSource,
  $localStream,
  $micError,
  $micOpening,
  $localMicEnabled,
  $inputDeviceId,
  $outputDeviceId,
} from './model/room-media';
export {
  hostRoomOpened,
  hostRoomClosed,
  hostMuteToggled,
  participantMuteToggled,
  participantKickRequested,
  participantDisableRequested,
  endCallConfirmed,
  hostRoomNoticeRaised,
  hostRoomExitRequested,
  endHostCallFx,
  $hostRoomPhase,
  $hostCall,
  $hostMuted,
  $hostSpeaking,
  $participants,
  $participantCount,
  $participantStreams,
  $hostReconnecting,
  $hostLinkQuality,
} from './model/host-room';
export type { HostRoomPhase } from './model/host-room';
export type { MicrophoneSource } from './model/room-media';
export {
  userRoomOpened,
  userRoomClosed,
  userLeaveConfirmed,
  roomNoticeDismissed,
  userRoomNoticeRaised,
  userRoomExitRequested,
  userRoomSocketReleased,
  joinUserCallFx,
  $userRoomPhase,
  $userCall,
  $roomHost,
  $hostStatus,
  $mutedByHost,
  $roomNotice,
  $hostStream,
  $joinedAt,
  $userReconnecting,
  $userLinkQuality,
} from './model/user-room';
export type { UserRoomPhase } from './model/user-room';
export { $openRoom } from './model/open-room';
export { RemoteAudio } from './ui/RemoteAudio';
export { ConnectionQualityBadge } from './ui/ConnectionQualityBadge';
export { MicrophoneBanner } from './ui/MicrophoneBanner';
export { RoomLeaveGuard, LEAVE_CALL_PROMPT } from './ui/RoomLeaveGuard';
export { CallReturnBackBlock } from './ui/CallReturnBackBlock';
export {
  returnedFromCall,
  dashboardShown,
  backStepBlockRequested,
  $backStepBlocked,
} from './model/room-exit';
export type { RoomLeaveGuardProps } from './ui/RoomLeaveGuard';
