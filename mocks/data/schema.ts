import type { Collection } from '@msw/data';
import { z } from 'zod';

/** A stored record (the data plus @msw/data's internal keys); `RecordType` itself is not exported. */
type RecordType<T> = NonNullable<ReturnType<Collection<z.ZodType<T>>['findFirst']>>;
import { subscriptionSchema } from '../../src/shared/api/schemas';

/**
 * Stored records of the mock backend. These are the server's private shapes (passwords, owner ids, audio);
 * handlers serialise them into the public contract of `src/shared/api/schemas`.
 */
export const hostRecordSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  password: z.string(),
  hostUrl: z.string(),
  subscription: subscriptionSchema,
  profilePicture: z.string(),
  callPageBackground: z.string(),
  createdAt: z.string(),
});
export type HostData = z.infer<typeof hostRecordSchema>;
export type HostRecord = RecordType<HostData>;

export const subUserRecordSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  hostId: z.string(),
  name: z.string(),
  password: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  lastActive: z.string().nullable(),
  lastLogin: z.string().nullable(),
  profilePicture: z.string(),
  callPageBackground: z.string(),
});
export type SubUserData = z.infer<typeof subUserRecordSchema>;
export type SubUserRecord = RecordType<SubUserData>;

export const sessionRecordSchema = z.object({
  sid: z.string(),
  accountId: z.string(),
  role: z.enum(['host', 'user']),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type SessionData = z.infer<typeof sessionRecordSchema>;
export type SessionRecord = RecordType<SessionData>;

export const OTP_PURPOSES = ['signup', 'forgot-password'] as const;
export const otpChallengeRecordSchema = z.object({
  _id: z.string(),
  purpose: z.enum(OTP_PURPOSES),
  /** Normalised recipient: lower-case e-mail or phone digits. */
  to: z.string(),
  code: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  attempts: z.number(),
  locked: z.boolean(),
  verifiedAt: z.string().nullable(),
  /**
   * The account whose session verified the code, null when verified signed out: only that account may use
   * the verification (an e-mail change). Optional for challenges stored before it was recorded.
   */
  verifiedBy: z.string().nullable().optional(),
  consumedAt: z.string().nullable(),
  /** Forgot-password: issued on verification, single use. */
  resetToken: z.string().nullable(),
});
export type OtpChallengeData = z.infer<typeof otpChallengeRecordSchema>;
export type OtpChallengeRecord = RecordType<OtpChallengeData>;

export const callParticipantRecordSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.string(),
  joinedAt: z.string(),
  leftAt: z.string().nullable(),
});

export const callRecordSchema = z.object({
  _id: z.string(),
  meetingId: z.string(),
  hostId: z.string(),
  title: z.string(),
  type: z.string(),
  status: z.enum(['active', 'ended']),
  startTime: z.string(),
  endTime: z.string().nullable(),
  participants: z.array(callParticipantRecordSchema),
});
export type CallData = z.infer<typeof callRecordSchema>;
export type CallRecord = RecordType<CallData>;

export const recordingRecordSchema = z.object({
  _id: z.string(),
  hostId: z.string(),
  /** The sub-user `_id` whose speaking produced the file. */
  ownerId: z.string(),
  userName: z.string(),
  meetingId: z.string(),
  folderName: z.string(),
  name: z.string(),
  path: z.string(),
  duration: z.number(),
  type: z.string(),
  mimeType: z.string(),
  size: z.number(),
  createdAt: z.string(),
  /** Uploaded audio (base64); seeded files use a generated tone chosen by `toneSeed` instead. */
  audioBase64: z.string().nullable(),
  toneSeed: z.number(),
});
export type RecordingData = z.infer<typeof recordingRecordSchema>;
export type RecordingRecord = RecordType<RecordingData>;

export const notificationRecordSchema = z.object({
  _id: z.string(),
  recipientId: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type NotificationData = z.infer<typeof notificationRecordSchema>;
export type NotificationRecord = RecordType<NotificationData>;

export const hostSettingsRecordSchema = z.object({
  hostId: z.string(),
  autoLocalRecording: z.boolean(),
});
export type HostSettingsData = z.infer<typeof hostSettingsRecordSchema>;
export type HostSettingsRecord = RecordType<HostSettingsData>;

export const backgroundRecordSchema = z.object({
  /** `inbuilt-{n}` */
  _id: z.string(),
  index: z.number(),
  name: z.string(),
  url: z.string(),
});
export type BackgroundData = z.infer<typeof backgroundRecordSchema>;
export type BackgroundRecord = RecordType<BackgroundData>;

export const uploadRecordSchema = z.object({
  _id: z.string(),
  ownerId: z.string(),
  /** Relative path without a leading slash, e.g. `uploads/profile-pictures/<id>.png`. */
  path: z.string(),
  mimeType: z.string(),
  base64: z.string(),
  size: z.number(),
  createdAt: z.string(),
});
export type UploadData = z.infer<typeof uploadRecordSchema>;
export type UploadRecord = RecordType<UploadData>;
