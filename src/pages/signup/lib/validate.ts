import { EMAIL_MESSAGES, isEmailAddress } from '@/shared/api';
import { EMAIL_MAX_LENGTH } from '@/shared/config';

export interface SignupDetails {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export const SIGNUP_MESSAGES = {
  required: 'Please fill in all required fields',
  mismatch: 'Passwords do not match',
  invalidEmail: EMAIL_MESSAGES.invalid,
  emailTooLong: EMAIL_MESSAGES.tooLong,
} as const;

/** Step 1 rules of spec 01 §5, in order; null when the details may be sent. */
export function validateSignupDetails(details: SignupDetails): string | null {
  const { name, email, password, confirmPassword } = details;
  if (!name.trim() || !email.trim() || !password || !confirmPassword) return SIGNUP_MESSAGES.required;
  if (password !== confirmPassword) return SIGNUP_MESSAGES.mismatch;
  if (!isEmailAddress(email)) return SIGNUP_MESSAGES.invalidEmail;
  if (email.trim().length > EMAIL_MAX_LENGTH) return SIGNUP_MESSAGES.emailTooLong;
  return null;
}
