import { API_PATHS, apiRequest } from '@/shared/api';
import type { SessionUser } from '../model/types';

export interface AuthReply {
  token: string;
  user: SessionUser;
}

/** GET /api/auth/me: the signed-in account (spec 01 §7); rejects with the server's message. */
export async function fetchProfile(): Promise<SessionUser> {
  const body = await apiRequest(
    API_PATHS.me,
    (contract) => contract.meResponseSchema,
    { method: 'get' },
    'Failed to load your profile',
  );
  return body.user;
}

/** GET /api/auth/refresh: a fresh token and account (spec 01 §7). */
export async function refreshSession(): Promise<AuthReply> {
  const body = await apiRequest(
    API_PATHS.refresh,
    (contract) => contract.authResponseSchema,
    { method: 'get' },
    'Session refresh failed',
  );
  return { token: body.token, user: body.user };
}

/** Sign-in and sign-up may answer without token or user: that is 'Invalid response from server' (spec 01 §5). */
export const INVALID_AUTH_REPLY_MESSAGE = 'Invalid response from server';

/** POSTs credentials to a sign-in or sign-up route and takes the session it answers with. */
export async function requestAuthReply(
  path: string,
  json: Record<string, unknown>,
  fallback: string,
): Promise<AuthReply> {
  const body = await apiRequest(
    path,
    (contract) => contract.partialAuthResponseSchema,
    { method: 'post', json },
    fallback,
  );
  if (!body.token || !body.user || typeof body.user !== 'object') throw new Error(INVALID_AUTH_REPLY_MESSAGE);
  return { token: body.token, user: body.user as SessionUser };
}
