import { REALTIME_EVENTS } from '../../src/shared/api/schemas/realtime-events';
import { leaveOnDisconnect, registerCallRoomHandlers } from './events/call-room';
import { registerClipHandlers } from './events/clips';
import { registerModerationHandlers } from './events/moderation';
import { registerSignallingHandlers } from './events/signalling';
import { registerSpeakingHandlers } from './events/speaking';
import { createLiveCalls, type CallState } from './live-calls';
import { forwardBackendNotices } from './notices';
import { createRevocation } from './revocation';
import { hostRoom, userRoom } from './rooms';
import { createSocketContext, type RealtimeShared } from './socket-context';
import type { RealtimeIdentity, RealtimeServer, RealtimeSocket, RealtimeStore } from './types';

/**
 * The mock backend's realtime channel (spec 02 §7, spec 01 §4), written once against `RealtimeServer` /
 * `RealtimeSocket`. Adapters call `authenticate(auth)` during the handshake (null → connect error) and then
 * `handleConnection(socket)` with `socket.data.identity` set. Every incoming payload is parsed with the shared
 * realtime contract; identity always comes from the socket's session, never from a payload. The handlers
 * live by topic in `events/`; the live rooms in `live-calls.ts`; the guard every event passes in
 * `socket-context.ts`.
 */
export { REALTIME_EVENTS };
export { FORCED_DISCONNECT_DELAY_MS } from './revocation';
export { callHostRoom, callRoom, hostRoom, userRoom } from './rooms';

export interface RealtimeLogic {
  authenticate(auth: unknown): Promise<RealtimeIdentity | null>;
  handleConnection(socket: RealtimeSocket): void;
  /** Live call state, for tests and the story helpers. */
  calls(): ReadonlyMap<string, Readonly<CallState>>;
  /** Forgets every live room and clip window (after the data store is reseeded). */
  reset(): void;
  dispose(): void;
}

export function createRealtimeLogic(
  server: RealtimeServer,
  store: RealtimeStore,
  options: { log?: (message: string) => void } = {},
): RealtimeLogic {
  const log = options.log ?? (() => {});
  const live = createLiveCalls(server);
  const revocation = createRevocation(server, live);
  const shared: RealtimeShared = { server, store, log, live, revocation, storedClips: new Map() };
  const unsubscribe = forwardBackendNotices(server, store, live, revocation);

  function handleConnection(socket: RealtimeSocket) {
    const me = socket.data.identity;
    if (!me) {
      socket.disconnect();
      return;
    }
    socket.join(userRoom(me.id));
    socket.join(hostRoom(me.hostId));
    log(`realtime: ${me.role} ${me.name} connected (${socket.id})`);

    const context = createSocketContext(shared, socket, me);
    registerCallRoomHandlers(context);
    registerSignallingHandlers(context);
    registerSpeakingHandlers(context);
    registerModerationHandlers(context);
    registerClipHandlers(context);

    socket.on('disconnect', () => {
      log(`realtime: ${me.role} ${me.name} disconnected (${socket.id})`);
      leaveOnDisconnect(context);
    });
  }

  return {
    authenticate: (auth: unknown) => {
      const token = auth && typeof auth === 'object' ? (auth as { token?: unknown }).token : undefined;
      return typeof token === 'string' && token !== '' ? store.authenticate(token) : Promise.resolve(null);
    },
    handleConnection,
    calls: () => live.calls,
    reset: live.reset,
    dispose: unsubscribe,
  };
}
