export { fetchNotifications, markNotificationRead } from './api/notifications';
export type { Notification } from './api/notifications';
export { newestFirst, withLocalReads, unreadCountOf, unreadLabel } from './lib/rules';
export {
  fetchNotificationsFx,
  notificationMarkedRead,
  $notifications,
  $unreadCount,
  $notificationsLoaded,
} from './model/notifications';
export { notificationsPollStarted, notificationsPollStopped, notificationsTabShown } from './model/poll';
