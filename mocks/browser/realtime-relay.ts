import type { BackendEventMap, BackendEventName } from '../data/events';
import type { MemoryTransport } from '../realtime/memory';
import type { Ack } from '../realtime/types';
import { getBrowserRealtime, type BrowserRealtime } from './realtime';

/**
 * One realtime server for every tab of an origin. The tab holding the leader lock runs the realtime logic
 * (rooms, speaking, recordings); the socket.io connections of the other tabs are relayed to it over a
 * `BroadcastChannel`, and so are the backend events their REST handlers raise (a call ended, a session
 * revoked), so a host in one tab and a sub-user in another meet in one room as on the Node server. When the
 * leader tab closes, the next tab takes the lock and the relayed sockets drop their transport: socket.io
 * reconnects them to the new leader.
 */
export interface RealtimeConnection {
  readonly id: string;
  /** An event the client sent. */
  receive(event: string, payload: unknown, ack?: Ack): void;
  /** The client went away. */
  closed(reason: string): void;
}

export interface RelayTransport extends MemoryTransport {
  /** The link to the realtime server is gone (not a server-side close): the client reconnects. */
  drop(): void;
}

export type ConnectResult =
  | { ok: true; connection: RealtimeConnection }
  /** The handshake's token was refused. */
  | { ok: false; reason: 'refused' }
  /** No realtime server answered. */
  | { ok: false; reason: 'unavailable' };

export interface RealtimeEndpoint {
  connect(auth: unknown, transport: RelayTransport): Promise<ConnectResult>;
}

/** The realtime server of this tab. */
export function localRealtimeEndpoint(
  getRealtime: () => BrowserRealtime = getBrowserRealtime,
): RealtimeEndpoint {
  return {
    async connect(auth, transport) {
      const realtime = getRealtime();
      const identity = await realtime.logic.authenticate(auth);
      if (!identity) return { ok: false, reason: 'refused' };
      const socket = realtime.server.createSocket(transport);
      socket.data.identity = identity;
      // Handlers are in place before the CONNECT ack lets the client emit.
      realtime.logic.handleConnection(socket);
      return {
        ok: true,
        connection: {
          id: socket.id,
          receive: (event, payload, ack) => socket.receive(event, payload, ack),
          closed: (reason) => socket.closed(reason),
        },
      };
    },
  };
}

export type RelayMessage =
  | { kind: 'leader'; tab: string }
  | { kind: 'connect'; tab: string; conn: number; auth: unknown }
  | { kind: 'connected'; tab: string; conn: number; sid: string }
  | { kind: 'refused'; tab: string; conn: number }
  | { kind: 'event'; tab: string; conn: number; event: string; payload: unknown; ack: number | null }
  | { kind: 'ack'; tab: string; conn: number; ack: number; response: unknown }
  | { kind: 'deliver'; tab: string; conn: number; event: string; payload: unknown }
  | { kind: 'close'; tab: string; conn: number }
  | { kind: 'closed'; tab: string; conn: number; reason: string }
  | { kind: 'backend-event'; name: BackendEventName; payload: unknown };

/** The part of `BroadcastChannel` the relay uses. */
export interface RelayChannel {
  postMessage(message: RelayMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<RelayMessage>) => void): void;
}

/** The part of the backend event bus the relay uses. */
export interface RelayEvents {
  on<K extends BackendEventName>(name: K, listener: (payload: BackendEventMap[K]) => void): () => void;
  emit<K extends BackendEventName>(name: K, payload: BackendEventMap[K]): void;
}

const FORWARDED_EVENTS = {
  'session-invalidated': true,
  'user-disabled': true,
  'call-started': true,
  'call-ended': true,
  'notification-created': true,
} satisfies Record<BackendEventName, true>;

export interface RealtimeRelayOptions {
  channel: RelayChannel;
  /** This tab's id, unique per page load. */
  tab: string;
  /** The realtime server this tab runs while it leads. */
  local: RealtimeEndpoint;
  /** This tab's backend events: forwarded to the leader while this tab follows. */
  events: RelayEvents;
  /** Calls `gone` once `tab` has closed (in the browser: when its Web Lock is released). */
  watchTab(tab: string, gone: () => void): void;
  connectTimeoutMs?: number;
}

interface OutgoingConnection {
  transport: RelayTransport;
  acks: Map<number, Ack>;
  settle?: (result: ConnectResult) => void;
}

export interface RealtimeRelay {
  /** Connects through the leader (this tab's own server while it leads). */
  readonly endpoint: RealtimeEndpoint;
  readonly isLeader: boolean;
  /** This tab took the leader lock. */
  becomeLeader(): void;
}

export function createRealtimeRelay(options: RealtimeRelayOptions): RealtimeRelay {
  const { channel, tab, local, events, watchTab } = options;
  const timeoutMs = options.connectTimeoutMs ?? 5000;
  let leading = false;
  let nextConn = 1;
  let nextAck = 1;
  const outgoing = new Map<number, OutgoingConnection>();
  /** Connections of other tabs served here while leading, by `<tab>/<conn>`. */
  const hosted = new Map<string, RealtimeConnection>();
  const watchedTabs = new Set<string>();

  const post = (message: RelayMessage) => channel.postMessage(message);

  /** The leader changed: relayed sockets reconnect to the new one. */
  const dropOutgoing = () => {
    for (const [conn, link] of [...outgoing]) {
      outgoing.delete(conn);
      link.settle?.({ ok: false, reason: 'unavailable' });
      link.transport.drop();
    }
  };

  const watch = (other: string) => {
    if (watchedTabs.has(other)) return;
    watchedTabs.add(other);
    watchTab(other, () => {
      watchedTabs.delete(other);
      for (const [key, connection] of [...hosted]) {
        if (!key.startsWith(`${other}/`)) continue;
        hosted.delete(key);
        connection.closed('transport close');
      }
    });
  };

  const serve = async (message: Extract<RelayMessage, { kind: 'connect' }>) => {
    const key = `${message.tab}/${message.conn}`;
    watch(message.tab);
    const target = { tab: message.tab, conn: message.conn };
    const result = await local.connect(message.auth, {
      deliver: (event, payload) => post({ kind: 'deliver', ...target, event, payload }),
      close: () => {
        hosted.delete(key);
        post({ kind: 'close', ...target });
      },
      drop: () => {
        hosted.delete(key);
        post({ kind: 'close', ...target });
      },
    });
    if (!result.ok) {
      post({ kind: 'refused', ...target });
      return;
    }
    hosted.set(key, result.connection);
    post({ kind: 'connected', ...target, sid: result.connection.id });
  };

  const onLeaderMessage = (message: RelayMessage) => {
    switch (message.kind) {
      case 'connect':
        void serve(message);
        return;
      case 'event': {
        const connection = hosted.get(`${message.tab}/${message.conn}`);
        const ackId = message.ack;
        const target = { tab: message.tab, conn: message.conn };
        connection?.receive(
          message.event,
          message.payload,
          ackId === null ? undefined : (response) => post({ kind: 'ack', ...target, ack: ackId, response }),
        );
        return;
      }
      case 'closed': {
        const key = `${message.tab}/${message.conn}`;
        const connection = hosted.get(key);
        hosted.delete(key);
        connection?.closed(message.reason);
        return;
      }
      case 'backend-event':
        events.emit(message.name, message.payload as never);
        return;
    }
  };

  const onFollowerMessage = (message: RelayMessage) => {
    if (message.kind === 'leader') {
      if (message.tab !== tab) dropOutgoing();
      return;
    }
    if (!('tab' in message) || message.tab !== tab) return;
    const link = outgoing.get(message.conn);
    if (!link) {
      // The handshake timed out here before the leader answered: release what it holds.
      if (message.kind === 'connected')
        post({ kind: 'closed', tab, conn: message.conn, reason: 'transport close' });
      return;
    }
    switch (message.kind) {
      case 'connected':
        link.settle?.({
          ok: true,
          connection: {
            id: message.sid,
            receive: (event, payload, ack) => {
              let ackId: number | null = null;
              if (ack) {
                ackId = nextAck++;
                link.acks.set(ackId, ack);
              }
              post({ kind: 'event', tab, conn: message.conn, event, payload, ack: ackId });
            },
            closed: (reason) => {
              if (!outgoing.delete(message.conn)) return;
              post({ kind: 'closed', tab, conn: message.conn, reason });
            },
          },
        });
        link.settle = undefined;
        return;
      case 'refused':
        outgoing.delete(message.conn);
        link.settle?.({ ok: false, reason: 'refused' });
        return;
      case 'deliver':
        link.transport.deliver(message.event, message.payload);
        return;
      case 'ack': {
        const ack = link.acks.get(message.ack);
        link.acks.delete(message.ack);
        ack?.(message.response);
        return;
      }
      case 'close':
        outgoing.delete(message.conn);
        link.transport.close();
        return;
    }
  };

  channel.addEventListener('message', ({ data }) => {
    if (typeof data !== 'object' || data === null) return;
    // A leader still owns the sockets it relayed earlier (none: it drops them on taking the lead).
    onFollowerMessage(data);
    if (leading) onLeaderMessage(data);
  });

  for (const name of Object.keys(FORWARDED_EVENTS) as BackendEventName[]) {
    events.on(name, (payload) => {
      if (!leading) post({ kind: 'backend-event', name, payload });
    });
  }

  const remote: RealtimeEndpoint = {
    connect: (auth, transport) =>
      new Promise<ConnectResult>((resolve) => {
        const conn = nextConn++;
        const link: OutgoingConnection = { transport, acks: new Map() };
        const timer = setTimeout(() => {
          if (!link.settle) return;
          outgoing.delete(conn);
          link.settle = undefined;
          resolve({ ok: false, reason: 'unavailable' });
        }, timeoutMs);
        link.settle = (result) => {
          clearTimeout(timer);
          resolve(result);
        };
        outgoing.set(conn, link);
        post({ kind: 'connect', tab, conn, auth });
      }),
  };

  return {
    endpoint: { connect: (auth, transport) => (leading ? local : remote).connect(auth, transport) },
    get isLeader() {
      return leading;
    },
    becomeLeader() {
      if (leading) return;
      leading = true;
      dropOutgoing();
      post({ kind: 'leader', tab });
    },
  };
}
