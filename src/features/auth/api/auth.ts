import type { AuthReply } from '@/entities/user';
import {
  API_PATHS,
  INVALID_SERVER_RESPONSE_MESSAGE,
  apiRequest,
  getErrorMessage,
  type Contract,
  type PartialAuthResponse,
} from '@/shared/api';

/** Login and register may answer without token or user: that is 'Invalid response from server' (spec 01 §5). */
export const INVALID_RESPONSE_MESSAGE = 'Invalid response from server';

const CREDENTIALS_FALLBACK = 'Invalid credentials';

const authReply = (contract: Contract) => contract.partialAuthResponseSchema;

function toAuthReply(body: PartialAuthResponse): AuthReply {
  if (!body.token || !body.user || typeof body.user !== 'object') throw new Error(INVALID_RESPONSE_MESSAGE);
  return { token: body.token, user: body.user as AuthReply['user'] };
}

/** POST /api/auth/login (host path, e-mail + password). */
export async function loginHost(body: { email: string; password: string }): Promise<AuthReply> {
  return toAuthReply(
    await apiRequest(API_PATHS.login, authReply, { method: 'post', json: body }, CREDENTIALS_FALLBACK),
  );
}

/** POST /api/auth/user/login (sub-user path, User ID + password). */
export async function loginUser(body: { userId: string; password: string }): Promise<AuthReply> {
  return toAuthReply(
    await apiRequest(API_PATHS.userLogin, authReply, { method: 'post', json: body }, CREDENTIALS_FALLBACK),
  );
}

/**
 * Sign in (spec 01 §6): the host path first and, on any failure, the user-id path. The error carries the
 * user-id path's server message, else 'Invalid credentials' (the auth layer's fallback, spec 01 §8).
 */
export async function signIn({
  identifier,
  password,
}: {
  identifier: string;
  password: string;
}): Promise<AuthReply> {
  try {
    return await loginHost({ email: identifier, password });
  } catch {
    try {
      return await loginUser({ userId: identifier, password });
    } catch (error) {
      if (error instanceof Error && error.message === INVALID_RESPONSE_MESSAGE) throw error;
      throw new Error(getErrorMessage(error, CREDENTIALS_FALLBACK), { cause: error });
    }
  }
}

/** POST /api/auth/register: a new host with the e-mailed code (spec 01 §7). */
export async function register(body: {
  name: string;
  email: string;
  password: string;
  otp: string;
}): Promise<AuthReply> {
  try {
    const reply = await apiRequest(
      API_PATHS.register,
      authReply,
      { method: 'post', json: { ...body, isHost: true } },
      'Registration failed',
    );
    return toAuthReply(reply);
  } catch (error) {
    if (error instanceof Error && error.message === INVALID_RESPONSE_MESSAGE) throw error;
    const message = getErrorMessage(error, 'Registration failed');
    throw new Error(message === INVALID_SERVER_RESPONSE_MESSAGE ? INVALID_RESPONSE_MESSAGE : message, {
      cause: error,
    });
  }
}

/** POST /api/auth/logout: ends this session on the server, so its token and sockets stop working everywhere. */
export async function logout(token: string): Promise<void> {
  await apiRequest(
    API_PATHS.logout,
    (contract) => contract.messageResponseSchema,
    { method: 'post', headers: { Authorization: `Bearer ${token}` } },
    'Logout failed',
  );
}
