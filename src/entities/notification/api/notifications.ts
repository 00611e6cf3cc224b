import { API_PATHS, apiRequest, type Notification } from '@/shared/api';

export type { Notification };

/** GET /api/notifications: the signed-in account's notifications. */
export async function fetchNotifications(): Promise<Notification[]> {
  const reply = await apiRequest(
    API_PATHS.notifications,
    (contract) => contract.notificationsResponseSchema,
    { method: 'get' },
    'Failed to fetch notifications',
  );
  return reply.notifications;
}

/** PATCH /api/notifications/{id}/read. */
export async function markNotificationRead(id: string): Promise<void> {
  await apiRequest(
    API_PATHS.notificationRead(id),
    (contract) => contract.notificationResponseSchema,
    { method: 'patch' },
    'Failed to mark notification as read',
  );
}
