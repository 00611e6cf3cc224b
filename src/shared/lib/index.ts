export { readString, writeString, removeKey, readJson, writeJson } from './storage/storage';
export { routerAttached, navigateFx, $navigator } from './navigation/model';
export type { Navigator, NavigateOptions, NavigateParams } from './navigation/model';
export { NavigationBridge } from './navigation/NavigationBridge';
export { isRunningInstalled } from './pwa/standalone';
export { appRefreshRequested } from './refresh/model';
export { compareValues, paginate, sortRows, timeOf, toggleSort } from './list/list';
export type { Page, SortDirection, SortState, SortValue } from './list/list';
export { formatShortDate, formatShortDateTime } from './date/format';
