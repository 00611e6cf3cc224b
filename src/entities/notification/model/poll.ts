import { attach, createEvent, createStore, sample } from 'effector';
import { signedOut } from '@/entities/user/@x/notification';
import { REALTIME_EVENTS, realtimeEvent } from '@/shared/api';
import { NOTIFICATION_POLL_MS } from '@/shared/config';
import { delayFx } from '@/shared/lib';
import { fetchNotificationsFx } from './notifications';

/** A screen with the bell appeared (the user dashboard, the host frame): poll until it goes. */
export const notificationsPollStarted = createEvent();
export const notificationsPollStopped = createEvent();
/** The tab became visible again: reload at once while polling. */
export const notificationsTabShown = createEvent();

/**
 * The list reloads every 60 s while a screen with the bell is open (spec 01 §9), when the tab is shown again
 * and when the server announces a new one. Each start runs its own wait chain; a chain from an earlier start
 * stops at its next step (its generation is stale).
 */
const pollWaitFx = attach({ effect: delayFx, mapParams: (_generation: number) => NOTIFICATION_POLL_MS });
const $pollGeneration = createStore(0);
const $polling = createStore(false)
  .on(notificationsPollStarted, () => true)
  .reset([notificationsPollStopped, signedOut]);

sample({
  clock: notificationsPollStarted,
  source: $pollGeneration,
  fn: (generation) => generation + 1,
  target: [$pollGeneration, pollWaitFx],
});
$pollGeneration.on([notificationsPollStopped, signedOut], (generation) => generation + 1);
const pollDue = sample({
  clock: pollWaitFx.done,
  source: $pollGeneration,
  filter: (current, { params }) => params === current,
  fn: (current) => current,
});
sample({ clock: pollDue, target: pollWaitFx });
sample({
  clock: [pollDue, notificationsTabShown, realtimeEvent(REALTIME_EVENTS.notificationCreated)],
  filter: $polling,
  fn: () => undefined,
  target: fetchNotificationsFx,
});
