export { notificationClicked, markReadFx } from './model/read-notification';
export { NotificationList } from './ui/NotificationList';
