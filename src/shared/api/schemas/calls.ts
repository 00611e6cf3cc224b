import { z } from 'zod';
import { FIELD_MAX_LENGTH, isoDateSchema, messageResponseSchema, textField } from './common';
import { listQuerySchema } from './list-query';

export const CALL_STATUSES = ['active', 'ended'] as const;
export const callStatusSchema = z.enum(CALL_STATUSES);
export type CallStatus = z.infer<typeof callStatusSchema>;

/** A participant record of a call (who joined, when). The live view's socket participants are realtime state. */
export const callParticipantSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.string(),
  joinedAt: isoDateSchema,
  leftAt: isoDateSchema.nullable().optional(),
});
export type CallParticipant = z.infer<typeof callParticipantSchema>;

/** Spec 01 §3 and 02 §3. `_id` and `meetingId` are both usable as `{id}` in call routes. */
export const callSchema = z.object({
  _id: z.string(),
  meetingId: z.string(),
  hostId: z.string(),
  hostName: z.string(),
  hostProfilePicture: z.string(),
  title: z.string(),
  type: z.string(),
  status: callStatusSchema,
  startedAt: isoDateSchema,
  startTime: isoDateSchema,
  endTime: isoDateSchema.nullable().optional(),
  participants: z.array(callParticipantSchema),
  recordingUrl: z.string().nullable().optional(),
});
export type Call = z.infer<typeof callSchema>;

export const createCallRequestSchema = z.object({
  title: textField('Title', FIELD_MAX_LENGTH.title).trim().min(1, 'Title must not be blank').optional(),
  type: z.enum(['audio'], { error: "Type must be 'audio'" }).optional(),
});
export type CreateCallRequest = z.infer<typeof createCallRequestSchema>;

export const callResponseSchema = messageResponseSchema.partial().extend({ call: callSchema });
export type CallResponse = z.infer<typeof callResponseSchema>;

/** `call` is null when no call is active. */
export const activeCallResponseSchema = z.object({ call: callSchema.nullable() });
export type ActiveCallResponse = z.infer<typeof activeCallResponseSchema>;

export const HOST_CALLS_SORT_KEYS = ['meetingId', 'status', 'startTime', 'endTime', 'participants'] as const;
export type HostCallsSortKey = (typeof HOST_CALLS_SORT_KEYS)[number];
/** GET /api/calls/host/calls: search matches the meeting id; `status` is a call status. */
export const hostCallsQuerySchema = listQuerySchema(HOST_CALLS_SORT_KEYS, CALL_STATUSES);
export type HostCallsQuery = z.infer<typeof hostCallsQuerySchema>;

/** `total` counts the calls that match the query, before `limit` and `page`. */
export const hostCallsResponseSchema = z.object({ calls: z.array(callSchema), total: z.number() });
export type HostCallsResponse = z.infer<typeof hostCallsResponseSchema>;

export const pingResponseSchema = z.object({ ok: z.literal(true), time: isoDateSchema });
export type PingResponse = z.infer<typeof pingResponseSchema>;
