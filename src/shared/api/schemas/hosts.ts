import { z } from 'zod';
import { hostSettingsSchema } from './user';

export const updateHostSettingsRequestSchema = z.object({
  autoLocalRecording: z.boolean({ error: 'autoLocalRecording must be a boolean' }),
});
export type UpdateHostSettingsRequest = z.infer<typeof updateHostSettingsRequestSchema>;

export const hostSettingsResponseSchema = hostSettingsSchema.extend({ message: z.string().optional() });
export type HostSettingsResponse = z.infer<typeof hostSettingsResponseSchema>;

/** Dev-only outbox entry (mock backend): what would have been e-mailed or texted. */
export const outboxMessageSchema = z.object({
  to: z.string(),
  channel: z.enum(['email', 'sms', 'whatsapp']),
  purpose: z.string(),
  subject: z.string(),
  body: z.string(),
  otp: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
