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
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .refine((value) => /^[^\s@]+@[^\s@]+$/.test(value), 'Please enter a valid email');

export const otpSchema = z
  .string()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'Please enter the complete OTP');
