import type { OutboxMessage } from '../../src/shared/api/schemas';

/**
 * Where OTPs "are sent" in mock mode: never fixed, logged in Node and readable at the dev-only
 * `GET /api/dev/outbox?to=` so e2e tests read them like e-mail.
 */
const messages: OutboxMessage[] = [];
const MAX_MESSAGES = 200;

export function deliver(message: Omit<OutboxMessage, 'createdAt'>): OutboxMessage {
  const entry = { ...message, createdAt: new Date().toISOString() };
  messages.unshift(entry);
  messages.length = Math.min(messages.length, MAX_MESSAGES);
  if (typeof process !== 'undefined' && process.versions?.node && !process.env.VITEST) {
    console.info(`[mock-backend] ${entry.channel} to ${entry.to}: ${entry.subject} (OTP ${entry.otp})`);
  }
  return entry;
}

/** Latest first, for one exact recipient: an e-mail case-insensitively or a phone by its digits. */
export function readOutbox(to: string): OutboxMessage[] {
  const wanted = normaliseRecipient(to);
  if (!wanted) return [];
  return messages.filter((message) => normaliseRecipient(message.to) === wanted);
}

export function clearOutbox(): void {
  messages.length = 0;
}

export function normaliseRecipient(value: string): string {
  const trimmed = value.trim().toLowerCase();
  return trimmed.includes('@') ? trimmed : trimmed.replace(/\D/g, '');
}
