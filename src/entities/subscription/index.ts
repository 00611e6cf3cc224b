export { getSubscriptionStatus, isTrialActive, planLabel } from './lib/status';
export type { SubscriptionLike, SubscriptionState, SubscriptionStatus } from './lib/status';
export { formatExpiryDate } from './lib/format';
export { renewalLink, renewalMessage } from './lib/renewal';
export type { RenewalAccount } from './lib/renewal';
export {
  $now,
  $subscription,
  $subscriptionStatus,
  $isTrialActive,
  subscriptionClockRequested,
} from './model/status';
