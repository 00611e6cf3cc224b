import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { appRefreshRequested } from '@/shared/lib';
import { $user } from '@/entities/user/@x/subscription';
import { getSubscriptionStatus, isTrialActive } from '../lib/status';

/** Re-reads the clock the status is computed against (pages raise it when they open). */
export const subscriptionClockRequested = createEvent();
const readClockFx = createEffect(() => Date.now());

export const $now = createStore<number>(Date.now(), { serialize: 'ignore' });
sample({ clock: [subscriptionClockRequested, appRefreshRequested], target: readClockFx });
sample({ clock: readClockFx.doneData, target: $now });

export const $subscription = $user.map((user) => user?.subscription ?? null);
export const $subscriptionStatus = combine($subscription, $now, (subscription, now) =>
  getSubscriptionStatus(subscription, now),
);
export const $isTrialActive = combine($subscription, $now, (subscription, now) =>
  isTrialActive(subscription, now),
);
