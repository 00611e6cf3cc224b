export { readString, writeString, removeKey, readJson, writeJson } from './storage/storage';
export { routerAttached, navigateFx, $navigator } from './navigation/model';
export type { Navigator, NavigateOptions, NavigateParams } from './navigation/model';
export { NavigationBridge } from './navigation/NavigationBridge';
export { isDisplayedStandalone, isRunningInstalled } from './pwa/standalone';
export { appRefreshRequested } from './refresh/model';
export { pageOf, toggleSort } from './list/list';
export type { Page, SortDirection, SortState } from './list/list';
export { createListModel, listQuery } from './list/model';
export type { ListModel, ListModelOptions, ListReply, ListRequest } from './list/model';
export { formatShortDate, formatShortDateTime } from './date/format';
export {
  MICROPHONE_MESSAGES,
  CALL_AUDIO_CONSTRAINTS,
  MicrophoneError,
  queryMicrophonePermission,
  toMicrophoneError,
  openMicrophone,
  stopStream,
  setStreamEnabled,
} from './media/microphone';
export type { MicrophonePermission } from './media/microphone';
export { averageLevel, isSpeakingLevel, createLevelMeter } from './media/level';
export type { LevelMeter } from './media/level';
export { listAudioDevices, supportsOutputSelection, applyOutputDevice, isIOS } from './media/devices';
export type { AudioDevice, AudioDevices } from './media/devices';
export { delayFx } from './delay/delay';
export { whenIdle } from './delay/when-idle';
export { $isOnline, networkWatchStarted, wentOnline, wentOffline } from './network/model';
export {
  CallPeer,
  hasRelay,
  needsRelay,
  rtcConfiguration,
  sdpFingerprint,
  waitForIceGathering,
} from './webrtc/peer';
export type { CallPeerHandlers, PeerLinkState } from './webrtc/peer';
export {
  STATIC_PAGE,
  staticControlProps,
  appActionProps,
  menuToggleLabel,
  appActionHash,
} from './static-page/markers';
export type { StaticControl } from './static-page/markers';
