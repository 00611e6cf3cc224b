// Cross-entity API for `entities/subscription`: the signed-in account carries the subscription.
export { $user } from '../model/session';
export type { SessionUser, SessionSubscription } from '../model/types';
