// The contract's rules that need no zod: pages check input with them as the user types, without loading the
// schemas, and the schemas build on them, so the app, the server and the mock agree on one rule.
// Relative, not '@/shared/config': the Node mock backend loads the contract outside Vite (no alias, no env).
import { EMAIL_MAX_LENGTH, OTP_LENGTH } from '../../config/constants';

export const EMAIL_MESSAGES = {
  required: 'Email is required',
  tooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
  invalid: 'Please enter a valid email',
} as const;

/** Text, an @, text: no spaces and no second @ (spec 01 §5: 'email must contain an @'). */
const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+$/;

/** Whether `value`, trimmed, has the form of an e-mail address. */
export function isEmailAddress(value: string): boolean {
  return EMAIL_ADDRESS.test(value.trim());
}

/** The first thing wrong with an e-mail address (required, at most 50 characters, valid), or null. */
export function emailProblem(value: string): string | null {
  const email = value.trim();
  if (!email) return EMAIL_MESSAGES.required;
  if (email.length > EMAIL_MAX_LENGTH) return EMAIL_MESSAGES.tooLong;
  if (!EMAIL_ADDRESS.test(email)) return EMAIL_MESSAGES.invalid;
  return null;
}

export const INCOMPLETE_OTP_MESSAGE = 'Please enter the complete OTP';

/** A code of exactly `OTP_LENGTH` digits. */
export function isCompleteOtp(value: string): boolean {
  return value.length === OTP_LENGTH && /^\d+$/.test(value);
}

/** What a new call is created with (spec 02 §3), and the server's defaults for a body without them. */
export const NEW_CALL = { title: 'New Call', type: 'audio' } as const;
