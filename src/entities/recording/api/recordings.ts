import type { z } from 'zod';
import {
  API_PATHS,
  ApiError,
  getApiClient,
  apiRequest,
  loadContract,
  requireBearerToken,
  type ContractSchema,
  type DeleteRecordingFolderRequest,
  type DeleteRecordingRequest,
  type DeleteRecordingsResponse,
} from '@/shared/api';
import type { HostRecordings, UserRecordings } from '../lib/rules';
import { config } from '@/shared/config';
import {
  FAILED_TO_FETCH_RECORDINGS,
  FAILED_TO_DELETE_RECORDING,
  FAILED_TO_DELETE_FOLDER,
  FAILED_TO_DOWNLOAD_RECORDING,
  INVALID_RECORDING_DATA,
} from './messages';

/** A delete whose path yields no meeting or user folder never reaches the server (spec 02 §5). */
async function validated<S extends z.ZodType>(
  schema: ContractSchema<S>,
  request: unknown,
): Promise<z.infer<S>> {
  const result = schema(await loadContract()).safeParse(request);
  if (!result.success) throw new ApiError(0, INVALID_RECORDING_DATA);
  return result.data;
}

/** GET /api/recordings/host: user name → meeting folders → files, each level keyed by name (spec 02 §3, §7). */
export async function fetchHostRecordings(): Promise<HostRecordings> {
  const reply = await apiRequest(
    API_PATHS.hostRecordings,
    (contract) => contract.hostRecordingsResponseSchema,
    { method: 'get' },
    FAILED_TO_FETCH_RECORDINGS,
  );
  return reply.recordings;
}

/** GET /api/recordings/user: the signed-in sub-user's own meeting folders, keyed by folder name. */
export async function fetchUserRecordings(): Promise<UserRecordings> {
  const reply = await apiRequest(
    API_PATHS.userRecordings,
    (contract) => contract.userRecordingsResponseSchema,
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
    (contract) => contract.deleteRecordingsResponseSchema,
    { method: 'delete', json: await validated((contract) => contract.deleteRecordingRequestSchema, request) },
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
    (contract) => contract.deleteRecordingsResponseSchema,
    {
      method: 'delete',
      json: await validated((contract) => contract.deleteRecordingFolderRequestSchema, request),
    },
    FAILED_TO_DELETE_FOLDER,
  );
}

const ABSOLUTE_URL = /^https?:\/\//i;

/** A full URL under the API's base (the configured one, else the page's origin) as the path below it, else null. */
function underApiBase(url: string): string | null {
  const base = new URL(config.apiBaseUrl || '/', location.href).href.replace(/\/?$/, '/');
  if (!url.startsWith(base)) return null;
  return url
    .slice(base.length)
    .split(/[?#]/)[0]!
    .split('/')
    .map((segment) => decodeURIComponent(segment))
    .join('/');
}

/**
 * The file's bytes. A stored path (`recordings/...`) or a full URL under the API's base goes through the
 * authenticated client (the token in the Authorization header, never in the URL). A full URL elsewhere (a
 * storage bucket's signed or public link) carries its own authorization and never receives the session's
 * token. Rejects with the status.
 */
export async function fetchRecordingBlob(path: string): Promise<Blob> {
  const own = ABSOLUTE_URL.test(path) ? underApiBase(path) : path;
  let response: Response;
  if (own === null) {
    try {
      response = await fetch(path, { credentials: 'omit' });
    } catch {
      throw new ApiError(0, FAILED_TO_DOWNLOAD_RECORDING);
    }
  } else {
    try {
      const api = await getApiClient();
      response = await api(API_PATHS.recordingFile(own), {
        method: 'get',
        throwHttpErrors: false,
        headers: { Accept: '*/*' },
      });
    } catch {
      throw new ApiError(0, FAILED_TO_DOWNLOAD_RECORDING);
    }
  }
  if (!response.ok) throw new ApiError(response.status, FAILED_TO_DOWNLOAD_RECORDING);
  return response.blob();
}
