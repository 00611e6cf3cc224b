import { onFirstCall } from '@/shared/api';

// Each request loads `notifications.ts` (and zod with its schemas) on its first call, not with the page.
const notifications = () => import('./notifications');
export const fetchNotifications = onFirstCall(notifications, 'fetchNotifications');
export const markNotificationRead = onFirstCall(notifications, 'markNotificationRead');
