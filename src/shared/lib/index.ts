// Helpers every page may use. What this index exports rides in the app shell, which every page loads first;
// what only some pages use has a public API of its own: `@/shared/lib/media`, `webrtc`, `recording`, `audio`
// (the call rooms), `countdown` (the code-resend timers of the sign-up, password-reset and settings pages).
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
export { delayFx } from './delay/delay';
export { whenIdle } from './delay/when-idle';
export { $isOnline, networkWatchStarted, wentOnline, wentOffline } from './network/model';
export {
  STATIC_PAGE,
  staticControlProps,
  appActionProps,
  menuToggleLabel,
  appActionHash,
} from './static-page/markers';
export type { StaticControl } from './static-page/markers';
