import { createEffect, createEvent, sample } from 'effector';
import { markNotificationRead, notificationMarkedRead, type Notification } from '@/entities/notification';

/** The user clicked a notification: unread ones become read in the UI and on the server at once. */
export const notificationClicked = createEvent<Notification>();

export const markReadFx = createEffect(markNotificationRead);

/** The read mark stays when the server fails; the failure is only logged (spec 01 §8). */
const logFailureFx = createEffect(({ id, error }: { id: string; error: unknown }) => {
  console.error(`Failed to mark notification ${id} as read`, error);
});

const unreadClicked = sample({
  clock: notificationClicked,
  filter: (notification) => !notification.read,
  fn: (notification) => notification._id,
});
sample({ clock: unreadClicked, target: [notificationMarkedRead, markReadFx] });
sample({
  clock: markReadFx.fail,
  fn: ({ params, error }) => ({ id: params, error }),
  target: logFailureFx,
});
