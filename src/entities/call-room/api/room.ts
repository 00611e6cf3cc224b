import { API_PATHS, apiRequest, callResponseSchema, messageResponseSchema, type Call } from '@/shared/api';

/** GET /api/calls/{id}: the call behind a room (spec 02 §7). */
export async function fetchCall(id: string): Promise<Call> {
  const { call } = await apiRequest(
    API_PATHS.call(id),
    callResponseSchema,
    { method: 'get' },
    'Failed to load call',
  );
  return call;
}

/** POST /api/calls/{id}/leave; the answer is not used (spec 02 §7). */
export async function leaveCall(id: string): Promise<void> {
  await apiRequest(
    API_PATHS.leaveCall(id),
    messageResponseSchema.partial(),
    { method: 'post' },
    'Failed to leave call',
  );
}
