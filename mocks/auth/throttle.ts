/**
 * Brute-force limits, as a real auth service keeps them: wrong passwords per account, wrong OTPs per
 * recipient (kept apart from the challenge, so sending a new code does not reset them) and OTP sends per
 * recipient. In memory, cleared when the data store is reseeded.
 */
export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_LOCK_MS = 15 * 60 * 1000;
export const SIGN_IN_LOCKED_MESSAGE =
  'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_LOCK_MS = 15 * 60 * 1000;
export const OTP_LOCKED_MESSAGE = 'Too many incorrect attempts. Please wait 15 minutes and try again.';

export const OTP_SEND_LIMIT = 5;
export const OTP_SEND_WINDOW_MS = 15 * 60 * 1000;
export const OTP_SEND_LIMIT_MESSAGE = 'Too many OTP requests. Please wait 15 minutes and try again.';

interface Failures {
  count: number;
  lockedUntil: number;
}

const signInFailures = new Map<string, Failures>();
const otpFailures = new Map<string, Failures>();
const otpSends = new Map<string, number[]>();

function isLocked(map: Map<string, Failures>, key: string, now: number): boolean {
  const entry = map.get(key);
  if (!entry) return false;
  if (entry.lockedUntil > now) return true;
  if (entry.lockedUntil !== 0) map.delete(key); // the cool-down is over: start afresh
  return false;
}

function fail(map: Map<string, Failures>, key: string, max: number, lockMs: number, now: number): boolean {
  const entry = map.get(key) ?? { count: 0, lockedUntil: 0 };
  entry.count += 1;
  if (entry.count >= max) entry.lockedUntil = now + lockMs;
  map.set(key, entry);
  return entry.lockedUntil > now;
}

/** `account` is the normalised e-mail or User ID (unknown accounts are counted too: no enumeration). */
export const signInThrottle = {
  isLocked: (account: string, now = Date.now()) => isLocked(signInFailures, account, now),
  /** Counts a wrong password; true when this one started the cool-down. */
  failed: (account: string, now = Date.now()) =>
    fail(signInFailures, account, SIGN_IN_MAX_FAILURES, SIGN_IN_LOCK_MS, now),
  succeeded: (account: string) => void signInFailures.delete(account),
};

/** `key` is purpose + normalised recipient. */
export const otpThrottle = {
  isLocked: (key: string, now = Date.now()) => isLocked(otpFailures, key, now),
  failed: (key: string, now = Date.now()) => fail(otpFailures, key, OTP_MAX_WRONG_TRIES, OTP_LOCK_MS, now),
  succeeded: (key: string) => void otpFailures.delete(key),
  /** Records a send; false when the recipient already had `OTP_SEND_LIMIT` sends in the window. */
  trySend: (recipient: string, now = Date.now()) => {
    const recent = (otpSends.get(recipient) ?? []).filter((at) => now - at < OTP_SEND_WINDOW_MS);
    if (recent.length >= OTP_SEND_LIMIT) {
      otpSends.set(recipient, recent);
      return false;
    }
    recent.push(now);
    otpSends.set(recipient, recent);
    return true;
  },
};

export function resetThrottles(): void {
  signInFailures.clear();
  otpFailures.clear();
  otpSends.clear();
}
