import { ws } from 'msw';
import { SocketIoSession, type Frame } from '../realtime/protocol';
import type { MemorySocket } from '../realtime/memory';
import { getBrowserRealtime, type BrowserRealtime } from './realtime';

/**
 * msw 3 WebSocket handler that plays a socket.io server for the page: it intercepts socket.io-client's
 * websocket (`ws(s)://<host>/socket.io/?EIO=4&transport=websocket`) and speaks engine.io v4 + socket.io v5
 * itself (`SocketIoSession`), with rooms and broadcast in the page's in-memory realtime server.
 *
 * msw strips the `/socket.io/` prefix before matching, so the link matches the bare origin; other sockets on
 * `/` of any origin (Vite's HMR) are passed through to their real server.
 */
export const socketIoLink = ws.link(/^wss?:\/\/[^/]+\/$/);

export const SOCKET_IO_PATH_PREFIX = '/socket.io';

export function createSocketIoHandler(getRealtime: () => BrowserRealtime = getBrowserRealtime) {
  return socketIoLink.addEventListener('connection', ({ client, server }) => {
    if (!client.url.pathname.startsWith(SOCKET_IO_PATH_PREFIX)) {
      server.connect();
      return;
    }
    if (client.url.searchParams.get('transport') !== 'websocket') {
      client.close(1003, 'Only the websocket transport is supported');
      return;
    }
    const realtime = getRealtime();
    let socket: MemorySocket | null = null;
    const session: SocketIoSession = new SocketIoSession({
      send: (frame) => client.send(frame as Parameters<typeof client.send>[0]),
      // Let the last frames (e.g. DISCONNECT) reach the client before the close.
      close: () => setTimeout(() => client.close(), 0),
      onConnect: async (auth) => {
        const identity = await realtime.logic.authenticate(auth);
        if (!identity) return { error: 'Authentication failed' };
        const created = realtime.server.createSocket({
          deliver: (event, payload) => session.emit(event, payload),
          close: () => session.disconnect(),
        });
        created.data.identity = identity;
        socket = created;
        // Handlers are in place before the CONNECT ack lets the client emit.
        realtime.logic.handleConnection(created);
        return { sid: created.id };
      },
      onEvent: (event, payload, ack) => socket?.receive(event, payload, ack),
      onDisconnect: (reason) => socket?.closed(reason),
    });
    client.addEventListener('message', (event) => session.receive(event.data as Frame));
    client.addEventListener('close', () => session.transportClosed());
    session.open();
  });
}

export const socketIoHandler = createSocketIoHandler();
