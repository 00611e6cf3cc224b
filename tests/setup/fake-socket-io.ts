/**
 * socket.io-client for model tests: `vi.mock('socket.io-client', () => import('<this file>'))`. Each socket
 * opened is kept in `openedSockets` with the token it authenticated with; nothing connects.
 */
export interface FakeSocket {
  token: string;
  disconnected: boolean;
  connected: boolean;
  disconnect: () => void;
}

export const openedSockets: FakeSocket[] = [];

export function io(_url: unknown, options: { auth: { token: string } }) {
  const socket = {
    token: options.auth.token,
    disconnected: false,
    connected: false,
    on: () => socket,
    onAny: () => socket,
    emit: () => socket,
    disconnect: () => {
      socket.disconnected = true;
    },
  };
  openedSockets.push(socket);
  return socket;
}
