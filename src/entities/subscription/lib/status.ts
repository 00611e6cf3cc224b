import { SUBSCRIPTION_WARNING_DAYS } from '@/shared/config';

/** The subscription fields the client reads (spec 01 §3); every field is optional as stored users vary. */
export interface SubscriptionLike {
  isActive?: boolean;
  isTrial?: boolean;
  plan?: string;
  startDate?: string;
  endDate?: string;
}

export type SubscriptionState = 'active' | 'warning' | 'expired';

/** Spec 01 §3 "Subscription status summary" (derived on the client). */
export interface SubscriptionStatus {
  isActive: boolean;
  /** Whole days left (floored), 0 when expired. */
  daysRemaining: number;
  /** Whole hours left (floored), 0 when expired. */
  hoursRemaining: number;
  status: SubscriptionState;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const EXPIRED: SubscriptionStatus = {
  isActive: false,
  daysRemaining: 0,
  hoursRemaining: 0,
  status: 'expired',
};

function toTime(value: string | undefined): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

function toNow(now: Date | number): number {
  return typeof now === 'number' ? now : now.getTime();
}

/**
 * Spec 01 §4: expired when not active or the end date is past; warning when active with 7 or fewer
 * whole days left; active when more than 7 days remain. A missing or unreadable end date counts as expired.
 */
export function getSubscriptionStatus(
  subscription: SubscriptionLike | null | undefined,
  now: Date | number,
): SubscriptionStatus {
  if (!subscription?.isActive) return EXPIRED;
  const end = toTime(subscription.endDate);
  if (end === null) return EXPIRED;
  const left = end - toNow(now);
  if (left <= 0) return EXPIRED;
  const daysRemaining = Math.floor(left / DAY_MS);
  const hoursRemaining = Math.floor(left / HOUR_MS);
  return {
    isActive: true,
    daysRemaining,
    hoursRemaining,
    status: daysRemaining <= SUBSCRIPTION_WARNING_DAYS ? 'warning' : 'active',
  };
}

/** Spec 01 §4: a trial is active when isTrial and now lies between start and end (inclusive). */
export function isTrialActive(
  subscription: SubscriptionLike | null | undefined,
  now: Date | number,
): boolean {
  if (!subscription?.isTrial) return false;
  const start = toTime(subscription.startDate);
  const end = toTime(subscription.endDate);
  if (start === null || end === null) return false;
  const time = toNow(now);
  return time >= start && time <= end;
}

/** The plan label the sidebar shows for a warning subscription (spec 01 §2: 'BASIC'). */
export function planLabel(subscription: SubscriptionLike | null | undefined): string {
  return (subscription?.plan || 'basic').toUpperCase();
}
