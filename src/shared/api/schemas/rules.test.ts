import { describe, expect, it } from 'vitest';
import { emailSchema, otpSchema } from './common';
import { emailProblem, isCompleteOtp } from './rules';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? 'no message');

describe('one e-mail and code rule for the pages and the server', () => {
  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['no-at-sign', 'Please enter a valid email'],
    ['two@at@signs', 'Please enter a valid email'],
    ['with space@mail.in', 'Please enter a valid email'],
    [`${'a'.repeat(45)}@mail.in`, 'Email must be at most 50 characters'],
    [' asha@studio.in ', null],
  ])('%j', (email, expected) => {
    expect(emailProblem(email)).toBe(expected);
    expect(firstMessage(emailSchema.safeParse(email))).toBe(expected);
  });

  it.each([
    ['123456', true],
    ['12345', false],
    ['12345a', false],
    ['1234567', false],
  ])('code %j', (otp, complete) => {
    expect(isCompleteOtp(otp)).toBe(complete);
    expect(otpSchema.safeParse(otp).success).toBe(complete);
  });
});
