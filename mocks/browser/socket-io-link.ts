import { ws } from 'msw';
import { SocketIoSession, type Frame } from '../realtime/protocol';
import { localRealtimeEndpoint, type RealtimeConnection, type RealtimeEndpoint } from './realtime-relay';

/**
 * msw 3 WebSocket handler that plays a socket.io server for the page: it intercepts socket.io-client's
 * websocket (`ws(s)://<host>/socket.io/?EIO=4&transport=websocket`) and speaks engine.io v4 + socket.io v5
 * itself (`SocketIoSession`), with rooms and broadcast in an in-memory realtime server: this page's own, or
 * in the offline and demo modes the one of the leading tab (`realtime-relay.ts`).
 *
 * msw strips the `/socket.io/` prefix before matching, so the link matches the bare origin; other sockets on
 * `/` of any origin (Vite's HMR) are passed through to their real server.
 */
export const socketIoLink = ws.link(/^wss?:\/\/[^/]+\/$/);

export const SOCKET_IO_PATH_PREFIX = '/socket.io';

export function createSocketIoHandler(getEndpoint: () => RealtimeEndpoint = localRealtimeEndpoint) {
  return socketIoLink.addEventListener('connection', ({ client, server }) => {
    if (!client.url.pathname.startsWith(SOCKET_IO_PATH_PREFIX)) {
      server.connect();
      return;
    }
    if (client.url.searchParams.get('transport') !== 'websocket') {
      client.close(1003, 'Only the websocket transport is supported');
      return;
    }
    let connection: RealtimeConnection | null = null;
    const session: SocketIoSession = new SocketIoSession({
      send: (frame) => client.send(frame as Parameters<typeof client.send>[0]),
      // Let the last frames (e.g. DISCONNECT) reach the client before the close.
      close: () => setTimeout(() => client.close(), 0),
      onConnect: async (auth) => {
        const result = await getEndpoint().connect(auth, {
          deliver: (event, payload) => session.emit(event, payload),
          close: () => session.disconnect(),
          // Like a lost network: socket.io-client reconnects on its own.
          drop: () => client.close(),
        });
        if (result.ok) {
          connection = result.connection;
          return { sid: result.connection.id };
        }
        if (result.reason === 'unavailable') {
          // No CONNECT_ERROR (the client would take it for a refused token): the transport just closes.
          session.transportClosed();
          client.close();
        }
        return { error: 'Authentication failed' };
      },
      onEvent: (event, payload, ack) => connection?.receive(event, payload, ack),
      onDisconnect: (reason) => connection?.closed(reason),
    });
    client.addEventListener('message', (event) => session.receive(event.data as Frame));
    client.addEventListener('close', () => session.transportClosed());
    session.open();
  });
}

let routedEndpoint: RealtimeEndpoint | null = null;

/** Routes the page's sockets to `endpoint` (the cross-tab relay in the offline and demo modes). */
export function routeRealtimeTo(endpoint: RealtimeEndpoint | null): void {
  routedEndpoint = endpoint;
}

export const socketIoHandler = createSocketIoHandler(() => routedEndpoint ?? localRealtimeEndpoint());
