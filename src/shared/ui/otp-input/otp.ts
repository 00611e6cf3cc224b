import { OTP_LENGTH } from '@/shared/config';

export interface OtpInputProps {
  /** The digits typed so far, e.g. '12' (never longer than `length`). */
  value: string;
  onChange: (value: string) => void;
  /** Fired once every box holds a digit. */
  onComplete?: (value: string) => void;
  length?: number;
  /** Accessible name of the group of boxes. */
  label?: string;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  name?: string;
}

/** Keeps only digits and at most `length` of them. */
export function sanitizeOtp(raw: string, length: number = OTP_LENGTH): string {
  return raw.replace(/\D/g, '').slice(0, length);
}
