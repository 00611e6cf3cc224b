import { API_PATHS, apiRequest, type Call } from '@/shared/api';
import { config } from '@/shared/config';

/** GET /api/calls/{id}: the call behind a room (spec 02 §7). */
export async function fetchCall(id: string): Promise<Call> {
  const { call } = await apiRequest(
    API_PATHS.call(id),
    (contract) => contract.callResponseSchema,
    { method: 'get' },
    'Failed to load call',
  );
  return call;
}

/** POST /api/calls/{id}/leave; the answer is not used (spec 02 §7). */
export async function leaveCall(id: string): Promise<void> {
  await apiRequest(
    API_PATHS.leaveCall(id),
    (contract) => contract.messageResponseSchema.partial(),
    { method: 'post' },
    'Failed to leave call',
  );
}

/** The relay servers a call may use and until when (epoch ms) their credentials hold. */
export interface CallIceServers {
  iceServers: RTCIceServer[];
  expiresAt: number;
}

/**
 * GET /api/ice-servers: the relay with short-lived credentials. `VITE_ICE_SERVERS` overrides it with a fixed
 * list and no request.
 */
export async function fetchIceServers(): Promise<CallIceServers> {
  if (config.iceServers.length > 0) {
    return { iceServers: config.iceServers, expiresAt: Number.POSITIVE_INFINITY };
  }
  const requestedAt = Date.now();
  const { iceServers, ttl } = await apiRequest(
    API_PATHS.iceServers,
    (contract) => contract.iceServersResponseSchema,
    { method: 'get' },
    'Failed to load relay servers',
  );
  return { iceServers, expiresAt: requestedAt + ttl * 1000 };
}
