import type { z } from 'zod';
import {
  API_PATHS,
  ApiError,
  getApiClient,
  apiRequest,
  deleteRecordingFolderRequestSchema,
  deleteRecordingRequestSchema,
  deleteRecordingsResponseSchema,
  hostRecordingsResponseSchema,
  requireBearerToken,
  userRecordingsResponseSchema,
  type DeleteRecordingFolderRequest,
  type DeleteRecordingRequest,
  type DeleteRecordingsResponse,
} from '@/shared/api';
import type { HostRecordings, UserRecordings } from '../lib/rules';
import {
  FAILED_TO_FETCH_RECORDINGS,
  FAILED_TO_DELETE_RECORDING,
  FAILED_TO_DELETE_FOLDER,
  FAILED_TO_DOWNLOAD_RECORDING,
  INVALID_RECORDING_DATA,
} from './messages';

/** A delete whose path yields no meeting or user folder never reaches the server (spec 02 §5). */
function validated<S extends z.ZodType>(schema: S, request: unknown): z.infer<S> {
  const result = schema.safeParse(request);
  if (!result.success) throw new ApiError(0, INVALID_RECORDING_DATA);
  return result.data;
}

/** GET /api/recordings/host: user name → meeting folders → files, each level keyed by name (spec 02 §3, §7). */
export async function fetchHostRecordings(): Promise<HostRecordings> {
  const reply = await apiRequest(
    API_PATHS.hostRecordings,
    hostRecordingsResponseSchema,
    { method: 'get' },
    FAILED_TO_FETCH_RECORDINGS,
  );
  return reply.recordings;
}

/** GET /api/recordings/user: the signed-in sub-user's own meeting folders, keyed by folder name. */
export async function fetchUserRecordings(): Promise<UserRecordings> {
  const reply = await apiRequest(
    API_PATHS.userRecordings,
    userRecordingsResponseSchema,
    { method: 'get' },
    FAILED_TO_FETCH_RECORDINGS,
  );
  return reply.recordings;
}

/**
 * DELETE /api/recordings/delete: one file (`fileName`) or a whole meeting folder of a user. Checked as spec 02
 * §5 orders it: the token ('Authentication required'), then the path's parts ('Invalid recording data').
 */
export async function deleteRecording(request: DeleteRecordingRequest): Promise<DeleteRecordingsResponse> {
  requireBearerToken();
  return apiRequest(
    API_PATHS.deleteRecording,
    deleteRecordingsResponseSchema,
    { method: 'delete', json: validated(deleteRecordingRequestSchema, request) },
    FAILED_TO_DELETE_RECORDING,
  );
}

/** DELETE /api/recordings/delete-folder: all files of a user, or those of one meeting folder (checked alike). */
export async function deleteRecordingFolder(
  request: DeleteRecordingFolderRequest,
): Promise<DeleteRecordingsResponse> {
  requireBearerToken();
  return apiRequest(
    API_PATHS.deleteRecordingFolder,
    deleteRecordingsResponseSchema,
    { method: 'delete', json: validated(deleteRecordingFolderRequestSchema, request) },
    FAILED_TO_DELETE_FOLDER,
  );
}

/** The file's bytes through the authenticated client (`/recordings/<encoded path>`); rejects with the status. */
export async function fetchRecordingBlob(path: string): Promise<Blob> {
  const api = await getApiClient();
  const response = await api(API_PATHS.recordingFile(path), {
    method: 'get',
    throwHttpErrors: false,
    headers: { Accept: '*/*' },
  });
  if (!response.ok) throw new ApiError(response.status, FAILED_TO_DOWNLOAD_RECORDING);
  return response.blob();
}
