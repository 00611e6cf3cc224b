export {
  fetchHostCalls,
  fetchActiveCall,
  createCall,
  endCall,
  FAILED_TO_INITIATE_CALL,
  INVALID_CALL_DATA,
  ACTIVE_CALL_EXISTS,
} from './api/calls';
export { selectCalls, filterSortCalls, isCallActive, DEFAULT_CALL_SORT } from './model/calls-list-select';
export type { CallSortKey, CallStatusFilter, CallsQuery } from './model/calls-list-select';
export {
  callsListRequested,
  callsSearchChanged,
  callsStatusFilterChanged,
  callsSortToggled,
  callsSortChanged,
  callsPageChanged,
  callsPageSizeChanged,
  endActiveCallClicked,
  fetchCallsFx,
  fetchActiveCallFx,
  endActiveCallFx,
  $calls,
  $callsLoading,
  $callsLoadFailed,
  $callsSearch,
  $callsStatusFilter,
  $callsSort,
  $callsPage,
  $callsPageSize,
  $callsView,
  $callsFiltered,
  $activeCall,
  $endingActiveCall,
} from './model/calls-list';
export { fetchCall, joinCall, leaveCall, endCallFromRoom } from './api/room';
export { CallPeer, rtcConfiguration, waitForIceGathering } from './lib/webrtc';
export type { PeerLinkState } from './lib/webrtc';
export { ROOM_NOTICE_TEXT } from './model/room-types';
export type { RoomParticipant, HostStatus, RoomEndNotice, UserJoinedPayload } from './model/room-types';
export { joinParticipant, removeParticipant, updateParticipant, refersTo } from './model/room-participants';
export { createReconnectRules } from './model/room-reconnect';
export {
  micRequested,
  micReleased,
  inputDeviceSelected,
  outputDeviceSelected,
  localMicEnabledSet,
  queryMicPermissionFx,
  openMicFx,
  microphoneSourceSet,
  $microphoneSource,
  browserWentOffline,
  browserWentOnline,
  $localStream,
  $micPermission,
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
  hostLevelSampled,
  fetchHostCallFx,
  endHostCallFx,
  $hostRoomPhase,
  $hostCall,
  $hostMuted,
  $hostSpeaking,
  $participants,
  $participantCount,
  $hostPeers,
  $participantStreams,
  $hostReconnecting,
} from './model/room-host';
export type { HostRoomPhase } from './model/room-host';
export type { MicrophoneSource } from './model/room-media';
export {
  userRoomOpened,
  userRoomClosed,
  userLeaveConfirmed,
  roomNoticeDismissed,
  joinUserCallFx,
  leaveUserCallFx,
  $userRoomPhase,
  $userCall,
  $roomHost,
  $hostStatus,
  $mutedByHost,
  $roomNotice,
  $userPeer,
  $hostStream,
  $joinedAt,
  $userReconnecting,
} from './model/room-user';
export type { UserRoomPhase } from './model/room-user';
export { RemoteAudio } from './ui/RemoteAudio';
export { MicrophoneBanner } from './ui/MicrophoneBanner';
export { RoomLeaveGuard, LEAVE_CALL_PROMPT } from './ui/RoomLeaveGuard';
export { CallReturnBackBlock } from './ui/CallReturnBackBlock';
export { returnedFromCall, dashboardShown, $backStepBlocked } from './model/room-exit';
export type { RoomLeaveGuardProps } from './ui/RoomLeaveGuard';
