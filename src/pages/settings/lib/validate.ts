import { INCOMPLETE_OTP_MESSAGE, emailProblem, isCompleteOtp } from '@/shared/api';
import { PHONE_DIGITS } from '@/shared/config';

export const SETTINGS_MESSAGES = {
  nameRequired: 'Name is required',
  sameEmail: 'This email is already your current email',
  samePhone: 'This phone number is already your current phone number',
  invalidPhone: 'Please enter a valid phone number',
  passwordsRequired: 'Please fill in all required fields',
  passwordsMismatch: 'Passwords do not match',
  nameUpdated: 'Name updated successfully',
  emailUpdated: 'Email updated successfully',
  /** The end of the phone change's OTP flow (spec 02 §8). */
  verifiedAndUpdated: 'Verified and updated successfully',
  passwordUpdated: 'Password updated successfully',
  otpSent: 'OTP sent to your email',
  phoneOtpSent: 'OTP sent to your phone',
  otpResent: 'OTP resent successfully',
} as const;

/** Spec 02 §5: required, valid, and not the current address; null when it passes. */
export function validateNewEmail(email: string, current: string | undefined): string | null {
  const problem = emailProblem(email);
  if (problem) return problem;
  if (current && email.trim().toLowerCase() === current.trim().toLowerCase())
    return SETTINGS_MESSAGES.sameEmail;
  return null;
}

/** Spec 02 §5: six digits; null when it passes. */
export function validateOtp(otp: string): string | null {
  return isCompleteOtp(otp) ? null : INCOMPLETE_OTP_MESSAGE;
}

/** A phone number as sent: its digits only (spec 02 §5 counts digits, spaces and dashes are typing aids). */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

/**
 * Spec 02 §5, §9: 10 to 15 digits, written with nothing but digits, spaces, dashes, dots, brackets and a
 * leading '+'; not the current number.
 */
export function validateNewPhone(phone: string, current: string | undefined): string | null {
  const digits = phoneDigits(phone);
  const wellFormed = /^\+?[\d\s\-.()]+$/.test(phone.trim());
  if (!wellFormed || digits.length < PHONE_DIGITS.min || digits.length > PHONE_DIGITS.max)
    return SETTINGS_MESSAGES.invalidPhone;
  if (current && phoneDigits(current) === digits) return SETTINGS_MESSAGES.samePhone;
  return null;
}

/** Spec 02 §5: the host name is required. */
export function validateName(name: string): string | null {
  return name.trim() ? null : SETTINGS_MESSAGES.nameRequired;
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
