import { API_PATHS, apiRequest } from '@/shared/api';

/** POST /api/auth/logout: ends this session on the server, so its token and sockets stop working everywhere. */
export async function logout(token: string): Promise<void> {
  await apiRequest(
    API_PATHS.logout,
    (contract) => contract.messageResponseSchema,
    { method: 'post', headers: { Authorization: `Bearer ${token}` } },
    'Logout failed',
  );
}
