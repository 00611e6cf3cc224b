import { API_PATHS, apiRequest } from '@/shared/api';

/** POST /api/calls/{id}/end from the room; 'Failed to end call' when the server gives no message. */
export async function endCallFromRoom(id: string): Promise<void> {
  await apiRequest(
    API_PATHS.endCall(id),
    (contract) => contract.messageResponseSchema.partial(),
    { method: 'post' },
    'Failed to end call',
  );
}
