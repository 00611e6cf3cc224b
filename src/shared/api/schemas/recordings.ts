import { z } from 'zod';
import { isoDateSchema, messageResponseSchema, textField } from './common';

/** Delete requests: a missing part is the spec's 'Invalid recording data' (spec 02 §5). */
const recordingField = (label: string) =>
  textField(label, 200, { required: 'Invalid recording data', type: 'Invalid recording data' }).min(
    1,
    'Invalid recording data',
  );

/**
 * One audio file. The spec names `name` (a timestamp, colons replaced), `path` (relative
 * `recordings/<user>/<folder>/<file>` served at `/` + encoded path, or a full URL), `duration` and `type`;
 * the rest is optional: the reader derives what is missing (`recordingEntries` in entities/recording).
 */
export const recordingFileSchema = z.object({
  name: z.string(),
  path: z.string(),
  duration: z.number(),
  type: z.string().default('clip'),
  _id: z.string().optional(),
  mimeType: z.string().optional(),
  size: z.number().optional(),
  createdAt: isoDateSchema.optional(),
});
export type RecordingFile = z.infer<typeof recordingFileSchema>;

/**
 * An object keyed by name, as the recordings lists send them (spec 02 §3), read as its `[key, value]` entries in
 * the server's order. Entries rather than a record: a key such as `__proto__` (a user may be named anything) is
 * kept like any other, where a parsed record would drop it.
 */
function keyedBy<V extends z.ZodType>(value: V) {
  // Typed by hand: zod's tuple type cannot tell that a generic value is never optional.
  const entries = z.array(z.tuple([z.string(), value])) as unknown as z.ZodType<
    [string, z.output<V>][],
    [string, z.input<V>][]
  >;
  return z
    .custom<Record<string, z.input<V>>>(
      (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
    )
    .transform((input) => Object.entries(input))
    .pipe(entries);
}

/** A meeting folder (keyed by its name, which starts with the call's start timestamp, colons replaced). */
export const recordingFolderSchema = z.object({
  files: z.array(recordingFileSchema),
  meetingId: z.string().optional(),
  date: isoDateSchema.optional(),
});
export type RecordingFolder = z.infer<typeof recordingFolderSchema>;

/** One user of the host view (keyed by the user's name): the user's meeting folders. */
export const hostRecordingsUserSchema = z.object({
  meetings: keyedBy(recordingFolderSchema),
  userId: z.string().optional(),
});
export type HostRecordingsUser = z.infer<typeof hostRecordingsUserSchema>;

/** GET /api/recordings/host: `{ recordings: { [userName]: { meetings: { [folderName]: { files } } } } }`. */
export const hostRecordingsResponseSchema = z.object({ recordings: keyedBy(hostRecordingsUserSchema) });
/** As read: `recordings` is `[userName, user][]`, each user's `meetings` `[folderName, folder][]`. */
export type HostRecordingsResponse = z.infer<typeof hostRecordingsResponseSchema>;
/** As sent (objects keyed by name). */
export type HostRecordingsReply = z.input<typeof hostRecordingsResponseSchema>;

/**
 * GET /api/recordings/user: `{ recordings: { [folderName]: { files } } }`, the sub-user's own meeting folders;
 * the dashboard's count is the number of files in them.
 */
export const userRecordingsResponseSchema = z.object({ recordings: keyedBy(recordingFolderSchema) });
/** As read: `recordings` is `[folderName, folder][]`. */
export type UserRecordingsResponse = z.infer<typeof userRecordingsResponseSchema>;
/** As sent (an object keyed by folder name). */
export type UserRecordingsReply = z.input<typeof userRecordingsResponseSchema>;

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
