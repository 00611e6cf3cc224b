// Host accounts as the auth routes find and change them: by the e-mail or phone a person types (any case,
// any punctuation around the digits), and the one-time codes sent to them.
import { PHONE_DIGITS } from '../../../src/shared/config/constants';
import { issueOtp } from '../../auth/otp';
import { db } from '../../data/db';
import type { HostData, HostRecord } from '../../data/schema';
import { HttpError } from '../http';

export function findHostByEmail(email: string): HostRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return db.hosts.findFirst((q) => q.where({ email: (value) => value.toLowerCase() === wanted }));
}

export function digits(value: string): string {
  return value.replace(/\D/g, '');
}

export function isPhone(value: string): boolean {
  const count = digits(value).length;
  return !value.includes('@') && count >= PHONE_DIGITS.min && count <= PHONE_DIGITS.max;
}

export function findHostByPhone(phone: string): HostRecord | undefined {
  const wanted = digits(phone);
  return db.hosts.findFirst((q) => q.where({ phone: (value) => digits(value) === wanted }));
}

export async function updateHost(host: HostRecord, change: (draft: HostData) => void): Promise<HostRecord> {
  return (await db.hosts.update(host, { data: change })) ?? host;
}

/** Issues a code, or 429 when the recipient asked too often. */
export async function sendOtp(...args: Parameters<typeof issueOtp>): Promise<void> {
  const sent = await issueOtp(...args);
  if (!sent.ok) throw new HttpError(sent.status, sent.message);
}
