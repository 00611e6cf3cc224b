export { notificationClicked, markReadFx } from './model/read-notification';
export { notificationSheetOpened, notificationSheetClosed, $notificationSheetOpen } from './model/sheet';
export { NotificationList } from './ui/NotificationList';
export { NotificationBell } from './ui/NotificationBell';
export type { NotificationBellProps } from './ui/NotificationBell';
