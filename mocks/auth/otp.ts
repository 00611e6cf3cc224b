import { OTP_LENGTH } from '../../src/shared/config/constants';
import { OTP_LOCKED_MESSAGE, OTP_SEND_LIMIT_MESSAGE, otpThrottle } from './throttle';
import { db } from '../data/db';
import { deliver, normaliseRecipient } from '../data/outbox';
import { randomChars, randomObjectId } from '../data/prng';
import type { OtpChallengeRecord } from '../data/schema';

/**
 * OTP rules: six random digits per challenge, valid 10 minutes; 5 wrong tries for a recipient lock it for
 * 15 minutes, and sending a new code does not lift the lock (`throttle.ts`).
 */
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
/** A verified signup/profile OTP stays usable (register, update-email) for this long after verification. */
export const OTP_VERIFIED_GRACE_MS = 10 * 60 * 1000;

export const OTP_MESSAGES = {
  invalid: 'Invalid OTP',
  expired: 'OTP has expired. Please request a new one.',
  locked: OTP_LOCKED_MESSAGE,
  missing: 'No OTP was requested for this email or phone number. Please request a new one.',
} as const;

export type OtpPurpose = OtpChallengeRecord['purpose'];

export type OtpCheck =
  { ok: true; challenge: OtpChallengeRecord } | { ok: false; status: number; message: string };

export async function issueOtp(
  purpose: OtpPurpose,
  to: string,
  channel: 'email' | 'sms' | 'whatsapp',
): Promise<OtpCheck> {
  const recipient = normaliseRecipient(to);
  if (!otpThrottle.trySend(recipient)) return { ok: false, status: 429, message: OTP_SEND_LIMIT_MESSAGE };
  // A new challenge supersedes older ones for the same recipient and purpose.
  await db.otpChallenges.deleteMany((q) => q.where({ purpose, to: recipient }));
  const now = Date.now();
  const code = randomChars(OTP_LENGTH, '0123456789');
  const challenge = await db.otpChallenges.create({
    _id: randomObjectId(),
    purpose,
    to: recipient,
    code,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + OTP_TTL_MS).toISOString(),
    attempts: 0,
    locked: false,
    verifiedAt: null,
    verifiedBy: null,
    consumedAt: null,
    resetToken: null,
  });
  const subject = purpose === 'signup' ? 'Your verification code' : 'Your password reset code';
  deliver({
    to: recipient,
    channel,
    purpose,
    subject,
    body: `${subject} is ${code}. It expires in 10 minutes.`,
    otp: code,
  });
  return { ok: true, challenge };
}

/**
 * Checks a code against the latest challenge; wrong codes count towards the lock. `verifier` is the account
 * whose session sent the code (null signed out): a later step accepts the verification only from it.
 */
export async function checkOtp(
  purpose: OtpPurpose,
  to: string,
  code: string,
  verifier: string | null = null,
): Promise<OtpCheck> {
  const recipient = normaliseRecipient(to);
  const key = `${purpose}:${recipient}`;
  if (otpThrottle.isLocked(key)) return { ok: false, status: 429, message: OTP_MESSAGES.locked };
  const challenge = db.otpChallenges.findFirst((q) => q.where({ purpose, to: recipient }));
  if (!challenge || challenge.consumedAt) return { ok: false, status: 400, message: OTP_MESSAGES.missing };
  if (challenge.locked) return { ok: false, status: 429, message: OTP_MESSAGES.locked };
  if (Date.now() > new Date(challenge.expiresAt).getTime()) {
    return { ok: false, status: 400, message: OTP_MESSAGES.expired };
  }
  if (challenge.code !== code) {
    const lockedNow = otpThrottle.failed(key);
    const attempts = challenge.attempts + 1;
    await db.otpChallenges.update(challenge, {
      data(draft) {
        draft.attempts = attempts;
        draft.locked = attempts >= OTP_MAX_ATTEMPTS;
      },
    });
    return attempts >= OTP_MAX_ATTEMPTS || lockedNow
      ? { ok: false, status: 429, message: OTP_MESSAGES.locked }
      : { ok: false, status: 400, message: OTP_MESSAGES.invalid };
  }
  otpThrottle.succeeded(key);
  const verified = await db.otpChallenges.update(challenge, {
    data(draft) {
      draft.verifiedAt = draft.verifiedAt ?? new Date().toISOString();
      draft.verifiedBy = verifier;
    },
  });
  return { ok: true, challenge: verified ?? challenge };
}

/**
 * A challenge `verifier` verified earlier (signup/verify-otp) that its later step (update-email) may consume.
 * A code someone else verified for the address, signed out or as another account, moves nothing.
 */
export function findVerified(
  purpose: OtpPurpose,
  to: string,
  verifier: string,
): OtpChallengeRecord | undefined {
  const recipient = normaliseRecipient(to);
  const challenge = db.otpChallenges.findFirst((q) => q.where({ purpose, to: recipient }));
  if (!challenge?.verifiedAt || challenge.consumedAt || challenge.verifiedBy !== verifier) return undefined;
  if (Date.now() > new Date(challenge.verifiedAt).getTime() + OTP_VERIFIED_GRACE_MS) return undefined;
  return challenge;
}

export async function consumeOtp(challenge: OtpChallengeRecord): Promise<void> {
  await db.otpChallenges.update(challenge, {
    data(draft) {
      draft.consumedAt = new Date().toISOString();
    },
  });
}
