import { z } from 'zod';
// Relative, not '@/shared/config': the Node mock backend loads these schemas outside Vite (no alias, no env).
import { EMAIL_MAX_LENGTH, OTP_LENGTH } from '../../config/constants';

/** ISO date-time strings as the server sends them. */
export const isoDateSchema = z.string();

/** `{ message }` is the body of every error reply; `subscriptionExpired` marks the 403 of an expired host. */
export const errorBodySchema = z
  .object({
    message: z.string(),
    subscriptionExpired: z.boolean().optional(),
  })
  .loose();
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageResponseSchema = z.object({ message: z.string() }).loose();
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .refine((value) => /^[^\s@]+@[^\s@]+$/.test(value), 'Please enter a valid email');

export const otpSchema = z
  .string({ error: 'Please enter the complete OTP' })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'Please enter the complete OTP');

/** Longest values the server accepts (anything longer is a 400 naming the field). */
export const FIELD_MAX_LENGTH = {
  name: 100,
  password: 128,
  phone: 20,
  title: 120,
  identifier: 100,
  token: 200,
} as const;

/** A string field whose every failure names it: missing or not text, blank, too long. */
export function textField(label: string, max: number, messages: { required?: string; type?: string } = {}) {
  const required = messages.required ?? `${label} is required`;
  return z
    .string({
      error: (issue) => (issue.input === undefined ? required : (messages.type ?? `${label} must be text`)),
    })
    .max(max, `${label} must be at most ${max} characters`);
}
