import { PHONE_DIGITS } from '@/shared/config';

export type ResetIdentifier = { email: string } | { phone: string };

export const IDENTIFIER_REQUIRED = 'Please enter your email or phone number';

/**
 * Spec 02 §5: 10 to 15 digits after removing non-digits is a phone (digits only sent), otherwise an e-mail.
 * Anything with an '@' is an e-mail however many digits it holds ('team2024.0987654321@studio.in').
 */
export function parseIdentifier(raw: string): ResetIdentifier | null {
  const value = raw.trim();
  if (!value) return null;
  const digits = value.replace(/\D/g, '');
  const phoneLength = digits.length >= PHONE_DIGITS.min && digits.length <= PHONE_DIGITS.max;
  if (phoneLength && !value.includes('@')) return { phone: digits };
  return { email: value };
}

export function isPhone(identifier: ResetIdentifier): identifier is { phone: string } {
  return 'phone' in identifier;
}
