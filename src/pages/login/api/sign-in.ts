import { INVALID_AUTH_REPLY_MESSAGE, requestAuthReply, type AuthReply } from '@/entities/user';
import { API_PATHS, getErrorMessage } from '@/shared/api';

const CREDENTIALS_FALLBACK = 'Invalid credentials';

/** POST /api/auth/login (host path, e-mail + password). */
function loginHost(body: { email: string; password: string }): Promise<AuthReply> {
  return requestAuthReply(API_PATHS.login, body, CREDENTIALS_FALLBACK);
}

/** POST /api/auth/user/login (sub-user path, User ID + password). */
function loginUser(body: { userId: string; password: string }): Promise<AuthReply> {
  return requestAuthReply(API_PATHS.userLogin, body, CREDENTIALS_FALLBACK);
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
      if (error instanceof Error && error.message === INVALID_AUTH_REPLY_MESSAGE) throw error;
      throw new Error(getErrorMessage(error, CREDENTIALS_FALLBACK), { cause: error });
    }
  }
}
