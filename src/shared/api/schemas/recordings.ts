import { z } from 'zod';
import { isoDateSchema, messageResponseSchema, textField } from './common';

/** Delete requests: a missing part is the spec's 'Invalid recording data' (spec 02 §5). */
const recordingField = (label: string) =>
  textField(label, 200, { required: 'Invalid recording data', type: 'Invalid recording data' }).min(
    1,
    'Invalid recording data',
  );

/** One audio file; `path` is relative (`recordings/<user>/<folder>/<file>`), served at `/` + encoded path. */
export const recordingFileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  path: z.string(),
  duration: z.number(),
  type: z.string().default('clip'),
  mimeType: z.string(),
  size: z.number(),
  createdAt: isoDateSchema,
});
export type RecordingFile = z.infer<typeof recordingFileSchema>;

/** A meeting folder; its name starts with the call's start timestamp (colons replaced). */
export const recordingFolderSchema = z.object({
  folderName: z.string(),
  meetingId: z.string(),
  date: isoDateSchema,
  files: z.array(recordingFileSchema),
});
export type RecordingFolder = z.infer<typeof recordingFolderSchema>;

/** Host view: one entry per user name, each with its meeting folders. */
export const hostRecordingsGroupSchema = z.object({
  userName: z.string(),
  userId: z.string(),
  meetings: z.array(recordingFolderSchema),
});
export type HostRecordingsGroup = z.infer<typeof hostRecordingsGroupSchema>;

export const hostRecordingsResponseSchema = z.object({ recordings: z.array(hostRecordingsGroupSchema) });
export type HostRecordingsResponse = z.infer<typeof hostRecordingsResponseSchema>;

/** User view: the user's own folders; `total` is the file count the dashboard shows. */
export const userRecordingsResponseSchema = z.object({
  recordings: z.array(recordingFolderSchema),
  total: z.number(),
});
export type UserRecordingsResponse = z.infer<typeof userRecordingsResponseSchema>;

/** Deletes the meeting folder of a user, or only `fileName` in it. `meetingId` may be the folder name. */
export const deleteRecordingRequestSchema = z.object({
  meetingId: recordingField('Meeting id'),
  userName: recordingField('User name'),
  fileName: textField('File name', 200).min(1, 'File name must not be blank').optional(),
});
export type DeleteRecordingRequest = z.infer<typeof deleteRecordingRequestSchema>;

/** Deletes all files of a user, or those of one date (`YYYY-MM-DD`) or one folder name. */
export const deleteRecordingFolderRequestSchema = z.object({
  userName: recordingField('User name'),
  dateFolderName: textField('Date or folder name', 200)
    .min(1, 'Date or folder name must not be blank')
    .optional(),
});
export type DeleteRecordingFolderRequest = z.infer<typeof deleteRecordingFolderRequestSchema>;

export const deleteRecordingsResponseSchema = messageResponseSchema.extend({ deleted: z.number() });
export type DeleteRecordingsResponse = z.infer<typeof deleteRecordingsResponseSchema>;
