import {
  API_PATHS,
  ApiError,
  getApiClient,
  apiRequest,
  currentBearerToken,
  type Call,
  type HostCallsQuery,
  type HostCallsResponse,
} from '@/shared/api';
import { FAILED_TO_INITIATE_CALL, INVALID_CALL_DATA, NOT_AUTHENTICATED } from './messages';

/** GET /api/calls/host/calls: every call newest first, or the page `query` asks for (`limit=5`: recent). */
export function fetchHostCalls(query: HostCallsQuery = {}): Promise<HostCallsResponse> {
  return apiRequest(
    API_PATHS.hostCalls,
    (contract) => contract.hostCallsResponseSchema,
    { method: 'get', searchParams: query },
    'Failed to fetch calls',
  );
}

/**
 * The host's calls started at `since` or later, newest first: the list's pages, newest first, until one
 * reaches an older call. A host with years of calls downloads only the recent ones.
 */
export async function fetchHostCallsStartedSince(since: number, pageSize = 100): Promise<Call[]> {
  const started: Call[] = [];
  for (let page = 1; ; page += 1) {
    const { calls, total } = await fetchHostCalls({ limit: pageSize, page });
    started.push(...calls.filter((call) => Date.parse(call.startTime) >= since));
    const oldest = calls.at(-1);
    const reachedOlder = !oldest || Date.parse(oldest.startTime) < since;
    if (reachedOlder || calls.length < pageSize || page * pageSize >= total) return started;
  }
}

/** GET /api/calls/active: the host's running call or null. */
export async function fetchActiveCall(): Promise<Call | null> {
  const reply = await apiRequest(API_PATHS.activeCall, (contract) => contract.activeCallResponseSchema, {
    method: 'get',
  });
  return reply.call;
}

/** POST /api/calls/{id}/end. */
export async function endCall(id: string): Promise<void> {
  await apiRequest(
    API_PATHS.endCall(id),
    (contract) => contract.messageResponseSchema,
    { method: 'post' },
    'Failed to end call',
  );
}

function readJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function messageOf(data: unknown): string | null {
  if (
    data &&
    typeof data === 'object' &&
    'message' in data &&
    typeof data.message === 'string' &&
    data.message
  )
    return data.message;
  return null;
}

function callIdOf(data: unknown): string | null {
  if (!data || typeof data !== 'object' || !('call' in data)) return null;
  const call = data.call;
  if (!call || typeof call !== 'object' || !('_id' in call) || typeof call._id !== 'string' || !call._id)
    return null;
  return call._id;
}

/**
 * POST /api/calls with no body, as the dashboard's start sends it (spec 01 §7): the server names the call
 * 'New Call', type 'audio' (spec 02 §3). Resolves the new call id;
 * rejects with the specs' messages: 'Not authenticated' (401) without a stored token, nothing sent; the
 * server's message, else 'Server error: {status}'; 'Invalid call data received from server' when the reply has
 * no call id; 'Failed to initiate call' when no reply arrives.
 */
export async function createCall(): Promise<{ callId: string }> {
  if (!currentBearerToken()) throw new ApiError(401, NOT_AUTHENTICATED);
  let response: Response;
  try {
    const api = await getApiClient();
    response = await api.post(API_PATHS.calls, { throwHttpErrors: false });
  } catch {
    throw new ApiError(0, FAILED_TO_INITIATE_CALL);
  }
  const data = readJson(await response.text().catch(() => ''));
  if (!response.ok) {
    const body = data && typeof data === 'object' ? (data as { message: string }) : null;
    throw new ApiError(response.status, messageOf(data) ?? `Server error: ${response.status}`, body);
  }
  const callId = callIdOf(data);
  if (!callId) throw new ApiError(response.status, INVALID_CALL_DATA);
  return { callId };
}
