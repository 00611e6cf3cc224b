import { http } from 'msw';
import {
  API_PATHS,
  deleteRecordingFolderRequestSchema,
  deleteRecordingRequestSchema,
  type HostRecordingsReply,
  type RecordingFile,
  type UserRecordingsReply,
} from '../../src/shared/api/schemas';
import { toneWav } from '../assets/audio';
import { db } from '../data/db';
import { base64ToBytes } from '../data/encoding';
import type { RecordingRecord } from '../data/schema';
import {
  HttpError,
  filesAt,
  json,
  readJson,
  requireAuth,
  requireHost,
  requireUser,
  route,
  storedFilePath,
} from './http';

const at = (path: string) => `*${path}`;

function toFile(record: RecordingRecord): RecordingFile {
  return {
    _id: record._id,
    name: record.name,
    path: record.path,
    duration: record.duration,
    type: record.type,
    mimeType: record.mimeType,
    size: record.size,
    createdAt: record.createdAt,
  };
}

type FolderReply = UserRecordingsReply['recordings'][string];

/**
 * Groups files into meeting folders keyed by folder name (spec 02 §3), newest folder first, files oldest first
 * within a folder. `Object.fromEntries` defines every key as the object's own, whatever the name.
 */
function toFolders(records: RecordingRecord[]): Record<string, FolderReply> {
  const folders = new Map<string, FolderReply & { files: RecordingFile[] }>();
  for (const record of [...records].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    let folder = folders.get(record.folderName);
    if (!folder) {
      folder = { meetingId: record.meetingId, date: record.createdAt, files: [] };
      folders.set(record.folderName, folder);
    }
    folder.files.push(toFile(record));
  }
  return Object.fromEntries([...folders.entries()].sort(([a], [b]) => b.localeCompare(a)));
}

/** The bytes of a stored recording: uploaded audio, or the seeded generated tone. */
export function recordingBytes(record: RecordingRecord): Uint8Array<ArrayBuffer> {
  if (record.audioBase64) return base64ToBytes(record.audioBase64);
  return toneWav(record.toneSeed, record.duration) as Uint8Array<ArrayBuffer>;
}

/** Serves bytes with HTTP Range support (206 + Content-Range) so media elements can seek. */
export function rangeResponse(
  request: Request,
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
): Response {
  const total = bytes.length;
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'private, max-age=3600',
  };
  const range = request.headers.get('range');
  const match = range?.match(/^bytes=(\d*)-(\d*)$/);
  if (!range || !match) {
    return new Response(bytes, { status: 200, headers: { ...headers, 'Content-Length': String(total) } });
  }
  const [, rawStart = '', rawEnd = ''] = match;
  let start: number;
  let end: number;
  if (rawStart === '') {
    const suffix = Number(rawEnd);
    start = Math.max(0, total - suffix);
    end = total - 1;
  } else {
    start = Number(rawStart);
    end = rawEnd === '' ? total - 1 : Math.min(Number(rawEnd), total - 1);
  }
  if (start >= total || start > end || (rawStart === '' && rawEnd === '')) {
    return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${total}` } });
  }
  const slice = bytes.slice(start, end + 1);
  return new Response(slice, {
    status: 206,
    headers: {
      ...headers,
      'Content-Length': String(slice.length),
      'Content-Range': `bytes ${start}-${end}/${total}`,
    },
  });
}

export const recordingsHandlers = [
  http.get(
    at(API_PATHS.hostRecordings),
    route(async ({ request }) => {
      const identity = await requireHost(request);
      const byUser = new Map<string, RecordingRecord[]>();
      for (const record of db.recordings.findMany((q) => q.where({ hostId: identity.account._id }))) {
        const list = byUser.get(record.userName) ?? [];
        list.push(record);
        byUser.set(record.userName, list);
      }
      const recordings: HostRecordingsReply['recordings'] = Object.fromEntries(
        [...byUser.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([userName, records]) => {
            const owner = db.subUsers.findFirst((q) => q.where({ _id: records[0]!.ownerId }));
            return [userName, { ...(owner && { userId: owner.userId }), meetings: toFolders(records) }];
          }),
      );
      return json({ recordings } satisfies HostRecordingsReply);
    }),
  ),

  http.get(
    at(API_PATHS.userRecordings),
    route(async ({ request }) => {
      const identity = await requireUser(request);
      const records = db.recordings.findMany((q) => q.where({ ownerId: identity.account._id }));
      return json({ recordings: toFolders(records) } satisfies UserRecordingsReply);
    }),
  ),

  http.delete(
    at(API_PATHS.deleteRecording),
    route(async ({ request }) => {
      const identity = await requireAuth(request);
      if (identity.role !== 'host') throw new HttpError(403, 'Only hosts can delete recordings');
      const body = await readJson(request, deleteRecordingRequestSchema);
      const deleted = db.recordings.deleteMany((q) =>
        q.where(
          (record) =>
            record.hostId === identity.account._id &&
            record.userName === body.userName &&
            (record.meetingId === body.meetingId || record.folderName === body.meetingId) &&
            (body.fileName === undefined || record.name === body.fileName),
        ),
      );
      if (deleted.length === 0) throw new HttpError(404, 'Recording not found');
      return json({ message: 'Recording deleted successfully', deleted: deleted.length });
    }),
  ),

  http.delete(
    at(API_PATHS.deleteRecordingFolder),
    route(async ({ request }) => {
      const identity = await requireAuth(request);
      if (identity.role !== 'host') throw new HttpError(403, 'Only hosts can delete folders');
      const body = await readJson(request, deleteRecordingFolderRequestSchema);
      const folder = body.dateFolderName;
      // An exact date (`YYYY-MM-DD`, the folder's start date) or an exact folder name; nothing else matches.
      const isDate = folder !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(folder);
      const deleted = db.recordings.deleteMany((q) =>
        q.where(
          (record) =>
            record.hostId === identity.account._id &&
            record.userName === body.userName &&
            (folder === undefined ||
              record.folderName === folder ||
              (isDate && record.folderName.slice(0, 10) === folder)),
        ),
      );
      if (deleted.length === 0) throw new HttpError(404, 'Folder not found');
      return json({ message: 'Folder deleted successfully', deleted: deleted.length });
    }),
  ),

  // Files: `/recordings/<encoded path>`, with the token in the Authorization header like every route.
  http.get(
    filesAt('recordings'),
    route(async ({ request }) => {
      const identity = await requireAuth(request);
      const path = storedFilePath(request);
      const record = db.recordings.findFirst((q) => q.where({ path }));
      const allowed =
        record &&
        (identity.role === 'host'
          ? record.hostId === identity.account._id
          : record.ownerId === identity.account._id);
      if (!record || !allowed) throw new HttpError(404, 'Recording not found');
      return rangeResponse(request, recordingBytes(record), record.mimeType);
    }),
  ),
];
