/**
 * The realtime contract's names and limits (spec 02 §7, spec 01 §4/§7): every socket event name, the clip and
 * message limits and their messages. Without zod, so the app's socket layer (part of every signed-in first
 * load) can name events without loading the payload schemas, which live beside it in `realtime.ts`.
 */
export const REALTIME_EVENTS = {
  // host → server
  createRoom: 'create-room',
  hostToUserOffer: 'host-to-user-offer',
  sendIceCandidate: 'send-ice-candidate',
  hostMuted: 'host-muted',
  hostUnmuted: 'host-unmuted',
  hostSpeaking: 'host-speaking',
  hostStoppedSpeaking: 'host-stopped-speaking',
  userMutedByHost: 'user-muted-by-host',
  userUnmutedByHost: 'user-unmuted-by-host',
  kickUser: 'kick-user',
  disableUser: 'disable-user',
  hostDisconnected: 'host-disconnected',
  // user → server
  joinRoom: 'join-room',
  leaveRoom: 'leave-room',
  userToHostAnswer: 'user-to-host-answer',
  userToHostIceCandidate: 'user-to-host-ice-candidate',
  userSpeaking: 'user-speaking',
  userStoppedSpeaking: 'user-stopped-speaking',
  // either role → server (spec 01 §7)
  leaveCall: 'leave-call',
  // server → clients
  userJoined: 'user-joined',
  userDisconnected: 'user-disconnected',
  userKicked: 'user-kicked',
  userDisabled: 'user-disabled',
  mutedByHost: 'muted-by-host',
  unmutedByHost: 'unmuted-by-host',
  kickedFromCall: 'kicked-from-call',
  roomFull: 'room-full',
  roomNotFound: 'room-not-found',
  roomCreated: 'room-created',
  roomJoined: 'room-joined',
  sessionInvalidated: 'session-invalidated',
  callStarted: 'call-started',
  callEnded: 'call-ended',
  activeCallUpdated: 'active-call-updated',
  notificationCreated: 'notification-created',
  /** A clip was stored: to the recorder's own sessions and its host's, so open recordings lists update. */
  recordingAdded: 'recording-added',
  /** An event the server refused and could not acknowledge (no ack callback): `{ event, message }`. */
  realtimeError: 'realtime-error',
} as const;

export type RealtimeEventName = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS];

/**
 * Largest recording clip (decoded bytes) one `user-stopped-speaking` may carry: about 4.4 minutes of the
 * spec's 128 kbit/s MP3. Longer presses are split into consecutive clips by the client.
 */
export const REALTIME_CLIP_MAX_BYTES = 4 * 1024 * 1024;
/** The same limit as base64 characters (what travels in `audioData`). */
export const REALTIME_CLIP_MAX_BASE64_LENGTH = Math.ceil(REALTIME_CLIP_MAX_BYTES / 3) * 4;
/**
 * The server's per-message limit (socket.io `maxHttpBufferSize`). It fits the largest clip with room to
 * spare, so an oversized clip up to this size gets an error acknowledgement instead of a dropped socket;
 * only a message beyond it closes the connection.
 */
export const REALTIME_MESSAGE_MAX_BYTES = 16 * 1024 * 1024;
/** Stored clips per user (oldest are not deleted: further clips are refused with `RECORDING_QUOTA_MESSAGE`). */
export const RECORDING_QUOTA_BYTES = 200 * 1024 * 1024;

export const RECORDING_TOO_LARGE_MESSAGE = `Recording is too large (at most ${REALTIME_CLIP_MAX_BYTES} bytes per clip)`;
export const RECORDING_QUOTA_MESSAGE = 'Recording storage is full for this user';
export const RECORDING_INVALID_AUDIO_MESSAGE =
  'Recording audio must be base64 MP3, WAV, Ogg or WebM data that decodes';
