import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { signedOut } from '@/entities/user/@x/notification';
import type { Notification } from '@/shared/api';
import { fetchNotifications } from '../api/notifications';
import { newestFirst, unreadCountOf, withLocalReads } from '../lib/rules';

/** Loads the list; failures are only logged (spec 01 §8), the last list stays. */
export const fetchNotificationsFx = createEffect(fetchNotifications);
/** Shows a notification read at once, before (and regardless of) the server's answer. */
export const notificationMarkedRead = createEvent<string>();

const logFailureFx = createEffect(({ text, error }: { text: string; error: unknown }) => {
  console.error(text, error);
});

const $received = createStore<Notification[]>([]);
const $readLocally = createStore<ReadonlySet<string>>(new Set());

export const $notifications = combine($received, $readLocally, (list, readIds) =>
  newestFirst(withLocalReads(list, readIds)),
);
export const $unreadCount = $notifications.map(unreadCountOf);
/** True once a list arrived for this session (the first-load spinner waits for it or its failure). */
export const $notificationsLoaded = createStore(false);

$received.on(fetchNotificationsFx.doneData, (_, list) => list);
$notificationsLoaded.on(fetchNotificationsFx.finally, () => true);
$readLocally.on(notificationMarkedRead, (ids, id) => (ids.has(id) ? ids : new Set([...ids, id])));

sample({
  clock: fetchNotificationsFx.failData,
  fn: (error) => ({ text: 'Failed to fetch notifications', error }),
  target: logFailureFx,
});

$received.reset(signedOut);
$readLocally.reset(signedOut);
$notificationsLoaded.reset(signedOut);
