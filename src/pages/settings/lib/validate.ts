import { emailSchema, otpSchema } from '@/shared/api';

export const SETTINGS_MESSAGES = {
  nameRequired: 'Name is required',
  sameEmail: 'This email is already your current email',
  passwordsRequired: 'Please fill in all required fields',
  passwordsMismatch: 'Passwords do not match',
  nameUpdated: 'Name updated successfully',
  emailUpdated: 'Email updated successfully',
  passwordUpdated: 'Password updated successfully',
  otpSent: 'OTP sent to your email',
  otpResent: 'OTP resent successfully',
} as const;

/** Spec 02 §5: the host name is required. */
export function validateName(name: string): string | null {
  return name.trim() ? null : SETTINGS_MESSAGES.nameRequired;
}

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

export interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordField = keyof PasswordValues;

/** Spec 02 §5: old, new and confirm required; new and confirm must match. */
export function validatePasswords(values: PasswordValues): { field: PasswordField; message: string } | null {
  const empty = (['oldPassword', 'newPassword', 'confirmPassword'] as const).find((field) => !values[field]);
  if (empty) return { field: empty, message: SETTINGS_MESSAGES.passwordsRequired };
  if (values.newPassword !== values.confirmPassword)
    return { field: 'confirmPassword', message: SETTINGS_MESSAGES.passwordsMismatch };
  return null;
}
