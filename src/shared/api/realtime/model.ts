import { attach, createEffect, createEvent, createStore, sample, scopeBind, type Event } from 'effector';
import type { io, Socket } from 'socket.io-client';
import { config, SOCKET_RECONNECTION_ATTEMPTS, SOCKET_RECONNECTION_DELAY_MS } from '@/shared/config';
import type { RealtimeServerEvent, RealtimeServerPayload } from '../schemas';
import type { RealtimeEventName } from '../schemas/realtime-events';

/**
 * One socket.io connection per signed-in session (spec 01 §4, §7, §9): websocket transport only,
 * token auth, 5 reconnection attempts 1 s apart. Incoming events arrive as `realtimeMessageReceived`;
 * slices derive typed events with `realtimeEvent(name)`. Emitting while disconnected is dropped.
 */
export interface RealtimeMessage {
  event: string;
  payload: unknown;
}

/** Requested by the socket's one owner, the app's realtime-connection model; everyone else waits for it. */
export const realtimeConnectRequested = createEvent<{ token: string }>();
export const realtimeDisconnectRequested = createEvent();
/** Only the contract's event names (schemas/realtime.ts) can be sent or listened to. */
export const realtimeEmitted = createEvent<{ event: RealtimeEventName; payload?: unknown }>();

export const realtimeMessageReceived = createEvent<RealtimeMessage>();
export const realtimeConnected = createEvent();
/** `reason` is socket.io's: 'io server disconnect' means the server closed the session on purpose. */
export const realtimeDisconnected = createEvent<{ reason: string }>();
export const realtimeConnectFailed = createEvent<{ message: string }>();

export const $socket = createStore<Socket | null>(null, { serialize: 'ignore' });
export const $realtimeConnected = createStore(false);

type SocketFactory = typeof io;

// The socket.io client is fetched on the first connection, so pages without a session never download it.
const loadClientFx = createEffect(async (): Promise<SocketFactory> => (await import('socket.io-client')).io);

/** The token waiting for the client to load; cleared by a disconnect meanwhile, so no socket outlives it. */
const $pendingToken = createStore<string | null>(null, { serialize: 'ignore' });

export const connectFx = createEffect(
  ({ connect, token, previous }: { connect: SocketFactory; token: string; previous: Socket | null }) => {
    previous?.disconnect();
    const socket = connect(config.socketUrl || undefined, {
      transports: ['websocket'],
      auth: { token },
      reconnectionAttempts: SOCKET_RECONNECTION_ATTEMPTS,
      reconnectionDelay: SOCKET_RECONNECTION_DELAY_MS,
    });
    const onMessage = scopeBind(realtimeMessageReceived, { safe: true });
    const onConnected = scopeBind(realtimeConnected, { safe: true });
    const onDisconnected = scopeBind(realtimeDisconnected, { safe: true });
    const onFailed = scopeBind(realtimeConnectFailed, { safe: true });
    socket.on('connect', () => onConnected());
    socket.on('disconnect', (reason) => onDisconnected({ reason }));
    // Connect errors only mark the connection as down (spec 01 §8).
    socket.on('connect_error', (error) => onFailed({ message: error.message }));
    socket.onAny((event: string, payload: unknown) => onMessage({ event, payload }));
    return socket;
  },
);

const disconnectFx = attach({
  source: $socket,
  effect: (socket) => {
    socket?.disconnect();
  },
});

const emitFx = attach({
  source: $socket,
  effect: (socket, { event, payload }: { event: RealtimeEventName; payload?: unknown }) => {
    if (!socket?.connected) return;
    socket.emit(event, payload);
  },
});

$pendingToken
  .on(realtimeConnectRequested, (_, { token }) => token)
  .reset(realtimeDisconnectRequested, connectFx);
sample({ clock: realtimeConnectRequested, target: loadClientFx });
sample({
  clock: loadClientFx.doneData,
  source: { token: $pendingToken, previous: $socket },
  filter: ({ token }) => token !== null,
  fn: ({ token, previous }, connect) => ({ connect, token: token ?? '', previous }),
  target: connectFx,
});
sample({ clock: connectFx.doneData, target: $socket });
sample({ clock: realtimeDisconnectRequested, target: disconnectFx });
$socket.reset(disconnectFx.done);

sample({ clock: realtimeEmitted, target: emitFx });

$realtimeConnected
  .on(realtimeConnected, () => true)
  .on([realtimeDisconnected, realtimeConnectFailed], () => false)
  .reset(realtimeDisconnectRequested);

/** One incoming socket event, its payload typed by the contract (the server validates what it sends). */
export function realtimeEvent<E extends RealtimeServerEvent>(name: E): Event<RealtimeServerPayload<E>> {
  return realtimeMessageReceived
    .filter({ fn: (message) => message.event === name })
    .map((message) => message.payload as RealtimeServerPayload<E>);
}
