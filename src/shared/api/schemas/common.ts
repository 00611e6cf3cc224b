import { z } from 'zod';
import { EMAIL_MESSAGES, INCOMPLETE_OTP_MESSAGE, emailProblem, isCompleteOtp } from './rules';

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

/** A trimmed e-mail address that passes the one e-mail rule (`emailProblem`), named by its first failure. */
export const emailSchema = z
  .string({ error: EMAIL_MESSAGES.required })
  .trim()
  .superRefine((value, context) => {
    const problem = emailProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export const otpSchema = z
  .string({ error: INCOMPLETE_OTP_MESSAGE })
  .refine(isCompleteOtp, INCOMPLETE_OTP_MESSAGE);

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
