import { z } from 'zod';
import {
  REALTIME_CLIP_MAX_BASE64_LENGTH,
  REALTIME_EVENTS,
  RECORDING_INVALID_AUDIO_MESSAGE,
  RECORDING_TOO_LARGE_MESSAGE,
} from './realtime-events';

/**
 * The realtime contract's payloads (spec 02 §7, spec 01 §4/§7): the mock realtime server validates each
 * incoming payload against these schemas, and the app's rooms type their events with them (types only, so the
 * schemas stay out of the app's bundle; its one realtime schema is realtime-ack.ts). The event names and limits
 * are in `realtime-events.ts` (no zod, so the socket layer can name events without loading these).
 * Identity fields a client sends (userName, userId, _id, hostId) are accepted for compatibility but never
 * trusted: the server takes identity from the socket's session and the room it joined.
 * One file over 250 lines on purpose: every payload side by side, in both directions, so the app and the
 * server read one list.
 */

const SHORT_TEXT_MAX = 128;
const SDP_MAX = 64 * 1024;
const CANDIDATE_MAX = 2048;

const text = (field: string, max = SHORT_TEXT_MAX) =>
  z.string({ error: `${field} must be text` }).max(max, `${field} must be at most ${max} characters`);
const requiredText = (field: string, max = SHORT_TEXT_MAX) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);
/** Ids may arrive as numbers from older clients. */
const idText = (field: string) =>
  z.preprocess((value) => (typeof value === 'number' ? String(value) : value), text(field));

/** Events without a payload accept nothing or an object (extra keys are ignored). */
export const emptyPayloadSchema = z
  .union([z.undefined(), z.null(), z.object({}).loose()], { error: 'Payload must be an object' })
  .transform(() => ({}));

export const sessionDescriptionSchema = z.object(
  {
    type: z.enum(['offer', 'answer', 'pranswer', 'rollback'], {
      error: 'Session description type must be offer or answer',
    }),
    sdp: text('Session description', SDP_MAX).optional(),
  },
  { error: 'Session description is required' },
);

export const iceCandidateSchema = z.object(
  {
    candidate: text('ICE candidate', CANDIDATE_MAX).optional(),
    sdpMid: text('ICE candidate media id').nullable().optional(),
    sdpMLineIndex: z
      .number({ error: 'ICE candidate line index must be a number' })
      .int()
      .min(0)
      .max(1024)
      .nullable()
      .optional(),
    usernameFragment: text('ICE candidate username fragment').nullable().optional(),
  },
  { error: 'ICE candidate is required' },
);

/** Who a host event targets: the participant by public User ID and/or socket id. */
export const participantTargetSchema = z.preprocess(
  // spec 02 §7: "user-muted-by-host (userId)" sends the bare id.
  (value) => (typeof value === 'string' || typeof value === 'number' ? { userId: String(value) } : value),
  z
    .object(
      {
        userId: idText('User ID').optional(),
        socketId: text('Socket id').optional(),
        _id: idText('_id').optional(),
      },
      { error: 'Payload must name the user (userId or socketId)' },
    )
    .refine((value) => Boolean(value.userId || value.socketId || value._id), {
      message: 'User ID is required',
      path: ['userId'],
    }),
);

const identityEcho = {
  userName: text('User name').optional(),
  userId: idText('User ID').optional(),
  _id: idText('_id').optional(),
};

// ---- host → server ----

export const createRoomPayloadSchema = z.object(
  { roomName: requiredText('Room name'), hostId: idText('Host id').optional() },
  { error: 'Room name is required' },
);
export const hostToUserOfferPayloadSchema = z.object(
  {
    userId: idText('User ID').optional(),
    userName: text('User name').optional(),
    socketId: text('Socket id').optional(),
    offer: sessionDescriptionSchema,
  },
  { error: 'Offer is required' },
);
export const sendIceCandidatePayloadSchema = z.object(
  {
    userId: idText('User ID').optional(),
    socketId: text('Socket id').optional(),
    candidate: iceCandidateSchema,
  },
  { error: 'ICE candidate is required' },
);
export const hostDisconnectedPayloadSchema = z
  .union([z.undefined(), z.null(), z.object({ meetingId: text('Meeting id').optional() }).loose()], {
    error: 'Payload must be an object',
  })
  .transform((value) => ({ meetingId: value?.meetingId }));

// ---- user → server ----

export const joinRoomPayloadSchema = z.object(
  { roomName: requiredText('Room name'), userName: text('User name').optional() },
  { error: 'Room name is required' },
);
export const leaveRoomPayloadSchema = z
  .union([z.undefined(), z.null(), z.object({ roomName: text('Room name').optional(), ...identityEcho })], {
    error: 'Payload must be an object',
  })
  .transform((value) => ({ roomName: value?.roomName }));
export const leaveCallPayloadSchema = z
  .union(
    [
      z.undefined(),
      z.null(),
      z.object({
        meetingId: text('Meeting id').optional(),
        reason: text('Reason', 64).optional(),
        ...identityEcho,
      }),
    ],
    { error: 'Payload must be an object' },
  )
  .transform((value) => ({ meetingId: value?.meetingId, reason: value?.reason }));
export const userToHostAnswerPayloadSchema = z.object(
  { userId: idText('User ID').optional(), answer: sessionDescriptionSchema },
  { error: 'Answer is required' },
);
export const userToHostIceCandidatePayloadSchema = z.object(
  { candidate: iceCandidateSchema },
  { error: 'ICE candidate is required' },
);
export const userSpeakingPayloadSchema = z
  .union([z.undefined(), z.null(), z.object(identityEcho)], { error: 'Payload must be an object' })
  .transform(() => ({}));

/** Base64 alphabet only (an optional `data:…;base64,` prefix is allowed), within the clip limit. */
export const clipAudioSchema = z
  .string({ error: 'Recording audio must be base64 text or null' })
  .transform((value) => value.replace(/^data:[^,]{0,100},/, ''))
  .refine((value) => value.length <= REALTIME_CLIP_MAX_BASE64_LENGTH, RECORDING_TOO_LARGE_MESSAGE)
  .refine(
    (value) => value.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(value),
    RECORDING_INVALID_AUDIO_MESSAGE,
  );

export const userStoppedSpeakingPayloadSchema = z
  .object(
    {
      audioData: clipAudioSchema.nullable().optional(),
      userData: z.object(identityEcho, { error: 'User data must be an object' }).optional(),
      /**
       * A meeting this user joined, for a clip sent after the room was left (a reconnect or the next visit);
       * accepted only when the server saw this account join it.
       */
      meetingId: text('Meeting id').optional(),
      /** Client id of the clip: a clip sent again with the same id is acknowledged without a second copy. */
      clipId: text('Clip id', 64).optional(),
    },
    { error: 'Payload must be an object' },
  )
  .transform(({ audioData, meetingId, clipId }) => ({ audioData: audioData || null, meetingId, clipId }));

export { realtimeAckSchema, type RealtimeAck } from './realtime-ack';

/** What each client → server event carries (the server parses with these). */
export const REALTIME_CLIENT_PAYLOADS = {
  [REALTIME_EVENTS.createRoom]: createRoomPayloadSchema,
  [REALTIME_EVENTS.hostToUserOffer]: hostToUserOfferPayloadSchema,
  [REALTIME_EVENTS.sendIceCandidate]: sendIceCandidatePayloadSchema,
  [REALTIME_EVENTS.hostMuted]: emptyPayloadSchema,
  [REALTIME_EVENTS.hostUnmuted]: emptyPayloadSchema,
  [REALTIME_EVENTS.hostSpeaking]: emptyPayloadSchema,
  [REALTIME_EVENTS.hostStoppedSpeaking]: emptyPayloadSchema,
  [REALTIME_EVENTS.userMutedByHost]: participantTargetSchema,
  [REALTIME_EVENTS.userUnmutedByHost]: participantTargetSchema,
  [REALTIME_EVENTS.kickUser]: participantTargetSchema,
  [REALTIME_EVENTS.disableUser]: participantTargetSchema,
  [REALTIME_EVENTS.hostDisconnected]: hostDisconnectedPayloadSchema,
  [REALTIME_EVENTS.joinRoom]: joinRoomPayloadSchema,
  [REALTIME_EVENTS.leaveRoom]: leaveRoomPayloadSchema,
  [REALTIME_EVENTS.leaveCall]: leaveCallPayloadSchema,
  [REALTIME_EVENTS.userToHostAnswer]: userToHostAnswerPayloadSchema,
  [REALTIME_EVENTS.userToHostIceCandidate]: userToHostIceCandidatePayloadSchema,
  [REALTIME_EVENTS.userSpeaking]: userSpeakingPayloadSchema,
  [REALTIME_EVENTS.userStoppedSpeaking]: userStoppedSpeakingPayloadSchema,
} as const;
export type RealtimeClientEvent = keyof typeof REALTIME_CLIENT_PAYLOADS;
/** What the app sends for each event (the schemas' input). */
export type RealtimeClientPayload<E extends RealtimeClientEvent> = z.input<
  (typeof REALTIME_CLIENT_PAYLOADS)[E]
>;

// ---- server → clients ----

const participantInfo = {
  userId: z.string(),
  userName: z.string(),
  userMongoId: z.string(),
  socketId: z.string(),
};
const hostInfo = { hostId: z.string(), userName: z.string() };
const callNotice = { callId: z.string(), meetingId: z.string(), hostId: z.string() };

export const userJoinedPayloadSchema = z.object({
  ...participantInfo,
  /** The host muted this account earlier in the call: a mute outlives a rejoin, and the tile shows it. */
  mutedByHost: z.boolean().optional(),
});
export const userDisconnectedPayloadSchema = z.object({ ...participantInfo, reason: z.string() });
export const userSpeakingNoticeSchema = z.object({
  userName: z.string(),
  userId: z.string(),
  _id: z.string(),
  socketId: z.string(),
});
export const userStoppedSpeakingNoticeSchema = z.object({
  userData: z.object({ userName: z.string(), userId: z.string(), _id: z.string() }),
  userId: z.string(),
  socketId: z.string(),
  hasAudio: z.boolean(),
});
export const userKickedPayloadSchema = z.object({ userId: z.string() });
export const userDisabledPayloadSchema = z.object({
  userId: z.string(),
  socketId: z.string().optional(),
  _id: z.string().optional(),
});
export const userToHostAnswerNoticeSchema = z.object({
  userId: z.string(),
  answer: sessionDescriptionSchema,
  socketId: z.string(),
});
export const userToHostIceCandidateNoticeSchema = z.object({
  userId: z.string(),
  candidate: iceCandidateSchema,
  socketId: z.string(),
});
export const hostToUserOfferNoticeSchema = z.object({
  offer: sessionDescriptionSchema,
  userId: z.string(),
  hostId: z.string(),
  meetingId: z.string(),
});
export const sendIceCandidateNoticeSchema = z.object({ candidate: iceCandidateSchema });
export const hostStateNoticeSchema = z.object(hostInfo);
export const mutedByHostPayloadSchema = z.object({ userId: z.string() });
export const kickedFromCallPayloadSchema = z.object({ meetingId: z.string() });
export const hostDisconnectedNoticeSchema = z.object({
  meetingId: z.string().optional(),
  hostId: z.string(),
  reason: z.string(),
});
export const roomNoticeSchema = z.object({
  roomName: z.string().optional(),
  meetingId: z.string().optional(),
});
/** `reason`: 'login-elsewhere', 'password-changed' or 'session-ended' (the server found the session revoked). */
export const sessionInvalidatedPayloadSchema = z.object({
  userId: z.string(),
  _id: z.string(),
  reason: z.string().optional(),
});
export const callNoticeSchema = z.object(callNotice);
export const activeCallUpdatedPayloadSchema = z.object({
  ...callNotice,
  status: z.enum(['active', 'ended']),
});
export const notificationCreatedPayloadSchema = z.object({ notificationId: z.string() });
export const recordingAddedPayloadSchema = z.object({ meetingId: z.string(), ownerId: z.string() });
export const realtimeErrorPayloadSchema = z.object({ event: z.string(), message: z.string() });

/** What each server → client event carries. */
export const REALTIME_SERVER_PAYLOADS = {
  [REALTIME_EVENTS.userJoined]: userJoinedPayloadSchema,
  [REALTIME_EVENTS.userDisconnected]: userDisconnectedPayloadSchema,
  [REALTIME_EVENTS.userSpeaking]: userSpeakingNoticeSchema,
  [REALTIME_EVENTS.userStoppedSpeaking]: userStoppedSpeakingNoticeSchema,
  [REALTIME_EVENTS.userKicked]: userKickedPayloadSchema,
  [REALTIME_EVENTS.userDisabled]: userDisabledPayloadSchema,
  [REALTIME_EVENTS.userToHostAnswer]: userToHostAnswerNoticeSchema,
  [REALTIME_EVENTS.userToHostIceCandidate]: userToHostIceCandidateNoticeSchema,
  [REALTIME_EVENTS.hostToUserOffer]: hostToUserOfferNoticeSchema,
  [REALTIME_EVENTS.sendIceCandidate]: sendIceCandidateNoticeSchema,
  [REALTIME_EVENTS.hostSpeaking]: hostStateNoticeSchema,
  [REALTIME_EVENTS.hostStoppedSpeaking]: hostStateNoticeSchema,
  [REALTIME_EVENTS.hostMuted]: hostStateNoticeSchema,
  [REALTIME_EVENTS.hostUnmuted]: hostStateNoticeSchema,
  [REALTIME_EVENTS.mutedByHost]: mutedByHostPayloadSchema,
  [REALTIME_EVENTS.unmutedByHost]: mutedByHostPayloadSchema,
  [REALTIME_EVENTS.kickedFromCall]: kickedFromCallPayloadSchema,
  [REALTIME_EVENTS.hostDisconnected]: hostDisconnectedNoticeSchema,
  [REALTIME_EVENTS.roomFull]: roomNoticeSchema,
  [REALTIME_EVENTS.roomNotFound]: roomNoticeSchema,
  [REALTIME_EVENTS.roomCreated]: roomNoticeSchema,
  [REALTIME_EVENTS.roomJoined]: roomNoticeSchema,
  [REALTIME_EVENTS.sessionInvalidated]: sessionInvalidatedPayloadSchema,
  [REALTIME_EVENTS.callStarted]: callNoticeSchema,
  [REALTIME_EVENTS.callEnded]: callNoticeSchema,
  [REALTIME_EVENTS.activeCallUpdated]: activeCallUpdatedPayloadSchema,
  [REALTIME_EVENTS.notificationCreated]: notificationCreatedPayloadSchema,
  [REALTIME_EVENTS.recordingAdded]: recordingAddedPayloadSchema,
  [REALTIME_EVENTS.realtimeError]: realtimeErrorPayloadSchema,
} as const;
export type RealtimeServerEvent = keyof typeof REALTIME_SERVER_PAYLOADS;
export type RealtimeServerPayload<E extends RealtimeServerEvent> = z.infer<
  (typeof REALTIME_SERVER_PAYLOADS)[E]
>;

/** The first problem of a failed parse, in words (the field is named in the message). */
export function realtimePayloadError(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid payload';
}
