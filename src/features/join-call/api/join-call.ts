import { API_PATHS, apiRequest, type Call } from '@/shared/api';

/** POST /api/calls/{meetingId}/join: the server admits the user to the call (spec 02 §7). */
export async function joinCall(meetingId: string): Promise<Call> {
  const { call } = await apiRequest(
    API_PATHS.joinCall(meetingId),
    (contract) => contract.callResponseSchema,
    { method: 'post' },
    'Failed to join call',
  );
  return call;
}
