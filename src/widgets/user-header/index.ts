export { UserHeader } from './ui/UserHeader';
export type { UserHeaderProps } from './ui/UserHeader';
export { notificationSheetOpened, notificationSheetClosed, $notificationSheetOpen } from './model/sheet';
