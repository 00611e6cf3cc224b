import { emailSchema, otpSchema } from '@/shared/api';
import { SETTINGS_MESSAGES } from './validate';

// The checks that use the contract's schemas, in a chunk of their own: the page loads zod with them when the
// e-mail dialog opens (lib/checks.ts), not before it shows.

/** Spec 02 §5: required, valid, and not the current address. */
export function validateNewEmail(email: string, current: string | undefined): string | null {
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Please enter a valid email';
  if (current && parsed.data.toLowerCase() === current.trim().toLowerCase())
    return SETTINGS_MESSAGES.sameEmail;
  return null;
}

/** Spec 02 §5: six digits ('Please enter the complete OTP'). */
export function validateOtp(otp: string): string | null {
  const parsed = otpSchema.safeParse(otp);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Please enter the complete OTP');
}
