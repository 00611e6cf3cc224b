import type { SessionUser } from '@/shared/api';

/** The signed-in account as stored under local storage `user` (spec 01 §3): the contract's schema type. */
export type { SessionUser };
export type SessionSubscription = NonNullable<SessionUser['subscription']>;

export type Role = 'host' | 'user';

export interface StoredSession {
  token: string | null;
  user: SessionUser | null;
}
