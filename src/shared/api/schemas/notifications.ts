import { z } from 'zod';
import { isoDateSchema, messageResponseSchema } from './common';

export const notificationSchema = z.object({
  _id: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: isoDateSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const notificationResponseSchema = messageResponseSchema
  .partial()
  .extend({ notification: notificationSchema });
export type NotificationResponse = z.infer<typeof notificationResponseSchema>;
