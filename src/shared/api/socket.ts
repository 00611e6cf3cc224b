import { io, type Socket } from 'socket.io-client';
import { config, SOCKET_RECONNECTION_ATTEMPTS, SOCKET_RECONNECTION_DELAY_MS } from '@/shared/config';

/**
 * The realtime socket of one session (spec 01 §7, §9): websocket transport only, authenticated with the
 * token, 5 reconnection attempts 1 s apart. An empty `config.socketUrl` means the app's own host, where the
 * mock backend (Node socket.io, or msw's in-page speaker in offline/demo/Storybook) answers on `/socket.io`.
 */
export function createSocket(token: string): Socket {
  return io(config.socketUrl || undefined, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnectionAttempts: SOCKET_RECONNECTION_ATTEMPTS,
    reconnectionDelay: SOCKET_RECONNECTION_DELAY_MS,
  });
}
