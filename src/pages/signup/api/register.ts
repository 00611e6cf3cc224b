import { INVALID_AUTH_REPLY_MESSAGE, requestAuthReply, type AuthReply } from '@/entities/user';
import { API_PATHS, INVALID_SERVER_RESPONSE_MESSAGE, getErrorMessage } from '@/shared/api';

const REGISTRATION_FALLBACK = 'Registration failed';

/** POST /api/auth/register: a new host with the e-mailed code (spec 01 §7). */
export async function register(body: {
  name: string;
  email: string;
  password: string;
  otp: string;
}): Promise<AuthReply> {
  try {
    return await requestAuthReply(API_PATHS.register, { ...body, isHost: true }, REGISTRATION_FALLBACK);
  } catch (error) {
    if (error instanceof Error && error.message === INVALID_AUTH_REPLY_MESSAGE) throw error;
    const message = getErrorMessage(error, REGISTRATION_FALLBACK);
    throw new Error(message === INVALID_SERVER_RESPONSE_MESSAGE ? INVALID_AUTH_REPLY_MESSAGE : message, {
      cause: error,
    });
  }
}
