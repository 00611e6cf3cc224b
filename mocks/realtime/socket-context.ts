import type { z } from 'zod';
import {
  REALTIME_CLIENT_PAYLOADS,
  realtimePayloadError,
  type RealtimeAck,
  type RealtimeClientEvent,
} from '../../src/shared/api/schemas/realtime';
import { REALTIME_EVENTS as E } from '../../src/shared/api/schemas/realtime-events';
import type { LiveCalls } from './live-calls';
import type { Revocation } from './revocation';
import type { Ack, RealtimeIdentity, RealtimeServer, RealtimeSocket, RealtimeStore } from './types';

const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';
export const CALL_NOT_FOUND_MESSAGE = 'Call not found';
export const USER_NOT_FOUND_MESSAGE = 'User not found';
export const MUTED_BY_HOST_MESSAGE = 'The host has muted you';

type ClientPayload<K extends RealtimeClientEvent> = z.output<(typeof REALTIME_CLIENT_PAYLOADS)[K]>;

export function reply(ack: Ack | undefined, response: RealtimeAck & Record<string, unknown>) {
  if (typeof ack === 'function') ack(response);
}

/** The state shared by every connection, created once per realtime logic. */
export interface RealtimeShared {
  server: RealtimeServer;
  store: RealtimeStore;
  log: (message: string) => void;
  live: LiveCalls;
  revocation: Revocation;
  /** Clip ids already stored per account, so a clip sent again after a lost acknowledgement is stored once. */
  storedClips: Map<string, Set<string>>;
}

/**
 * What every topic's handlers get for one connected socket: who sent the event, the shared live state, and
 * `on`, which registers a handler behind the checks every event passes.
 */
export interface SocketContext extends RealtimeShared {
  socket: RealtimeSocket;
  me: RealtimeIdentity;
  isHost: boolean;
  on: <K extends RealtimeClientEvent>(
    event: K,
    access: 'host' | 'user' | 'any',
    handler: (payload: ClientPayload<K>, ack: Ack | undefined) => void | Promise<void>,
  ) => void;
}

export function createSocketContext(
  shared: RealtimeShared,
  socket: RealtimeSocket,
  me: RealtimeIdentity,
): SocketContext {
  const { store, log, revocation } = shared;
  const isHost = me.role === 'host';

  /**
   * Registers a handler for one client event: the sender's role is checked, the payload parsed with the
   * shared schema, and the session re-checked (a revoked one is closed); a refusal is acknowledged as
   * `{ ok: false, message }`, or sent as `realtime-error` when the client asked for no acknowledgement.
   */
  const on: SocketContext['on'] = (event, access, handler) => {
    socket.on(event, (raw, maybeAck) => {
      // `socket.emit('x', ack)` (no payload) puts the ack first.
      const ack =
        typeof raw === 'function' ? (raw as Ack) : typeof maybeAck === 'function' ? maybeAck : undefined;
      const payload = typeof raw === 'function' ? undefined : raw;
      const refuse = (message: string) => {
        if (ack) reply(ack, { ok: false, message });
        else socket.emit(E.realtimeError, { event, message });
      };
      if (access === 'host' && !isHost) return refuse('Only hosts can send this event');
      if (access === 'user' && isHost) return refuse('Only users can send this event');
      const parsed = REALTIME_CLIENT_PAYLOADS[event].safeParse(payload);
      if (!parsed.success) return refuse(realtimePayloadError(parsed.error));
      void (async () => {
        if (!(await store.isSessionLive(me))) {
          refuse(SESSION_EXPIRED_MESSAGE);
          revocation.invalidateSockets([socket.id], me.id, 'session-ended');
          return;
        }
        await handler(parsed.data as ClientPayload<typeof event>, ack);
      })().catch((error: unknown) => {
        log(`realtime: ${event} failed: ${String(error)}`);
        refuse('Server error');
      });
    });
  };

  return { ...shared, socket, me, isHost, on };
}
