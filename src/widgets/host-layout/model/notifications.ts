import { sample } from 'effector';
import { createGate } from 'effector-react';
import {
  fetchNotificationsFx,
  notificationsPollStarted,
  notificationsPollStopped,
} from '@/entities/notification';
import { $isHost } from '@/entities/user';

/** Open while the host frame (and its bell) is on screen: hosts get notifications too (spec 02 §1). */
export const HostNotificationsGate = createGate<Record<string, never>>('HostNotifications');

sample({
  clock: HostNotificationsGate.open,
  filter: $isHost,
  fn: () => undefined,
  target: fetchNotificationsFx,
});
sample({ clock: HostNotificationsGate.open, target: notificationsPollStarted });
sample({ clock: HostNotificationsGate.close, target: notificationsPollStopped });
