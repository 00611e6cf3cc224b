import type { Ack, RealtimeBroadcast, RealtimeHandler, RealtimeServer, RealtimeSocket } from './types';

/**
 * An in-memory `RealtimeServer`: rooms, broadcast and socket bookkeeping for the browser adapter and the
 * stories' virtual peers. A socket's transport is whatever delivers its outgoing events (a websocket speaking
 * socket.io, or a plain callback).
 */
export interface MemoryTransport {
  deliver(event: string, payload: unknown): void;
  /** The server closed the socket. */
  close(): void;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** 20 url-safe characters, like socket.io's own ids. */
function nextSocketId(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => ID_ALPHABET[byte % 64]).join('');
}

export class MemorySocket implements RealtimeSocket {
  readonly id: string;
  readonly data: RealtimeSocket['data'] = {};
  readonly rooms = new Set<string>();
  connected = true;
  private readonly handlers = new Map<string, RealtimeHandler[]>();

  constructor(
    private readonly server: MemoryRealtimeServer,
    private readonly transport: MemoryTransport,
    id?: string,
  ) {
    this.id = id ?? nextSocketId();
  }

  on(event: string, handler: RealtimeHandler): void {
    const list = this.handlers.get(event) ?? [];
    list.push(handler);
    this.handlers.set(event, list);
  }

  emit(event: string, payload?: unknown): void {
    if (this.connected) this.transport.deliver(event, payload);
  }

  join(room: string): void {
    this.rooms.add(room);
    this.server.addToRoom(room, this.id);
  }

  leave(room: string): void {
    this.rooms.delete(room);
    this.server.removeFromRoom(room, this.id);
  }

  /** Server-side close. */
  disconnect(): void {
    if (!this.connected) return;
    this.transport.close();
    this.closed('io server disconnect');
  }

  /** An event the client sent. */
  receive(event: string, payload: unknown, ack?: Ack): void {
    if (!this.connected) return;
    for (const handler of this.handlers.get(event) ?? []) handler(payload, ack);
  }

  /** The connection went away (client side or server side). */
  closed(reason: string): void {
    if (!this.connected) return;
    this.connected = false;
    for (const room of [...this.rooms]) this.leave(room);
    this.server.remove(this.id);
    for (const handler of this.handlers.get('disconnect') ?? []) handler(reason);
    this.handlers.clear();
  }
}

export class MemoryRealtimeServer implements RealtimeServer {
  private readonly sockets = new Map<string, MemorySocket>();
  private readonly rooms = new Map<string, Set<string>>();

  get socketsById(): ReadonlyMap<string, MemorySocket> {
    return this.sockets;
  }

  createSocket(transport: MemoryTransport, id?: string): MemorySocket {
    const socket = new MemorySocket(this, transport, id);
    this.sockets.set(socket.id, socket);
    return socket;
  }

  to(rooms: string | string[]): RealtimeBroadcast {
    const names = Array.isArray(rooms) ? rooms : [rooms];
    return {
      emit: (event, payload) => {
        const ids = new Set(names.flatMap((room) => this.socketsIn(room)));
        for (const id of ids) this.sockets.get(id)?.emit(event, payload);
      },
    };
  }

  socketsIn(room: string): string[] {
    return [...(this.rooms.get(room) ?? [])];
  }

  addToRoom(room: string, id: string): void {
    const members = this.rooms.get(room) ?? new Set<string>();
    members.add(id);
    this.rooms.set(room, members);
  }

  removeFromRoom(room: string, id: string): void {
    const members = this.rooms.get(room);
    if (!members) return;
    members.delete(id);
    if (members.size === 0) this.rooms.delete(room);
  }

  remove(id: string): void {
    this.sockets.delete(id);
  }

  /** Closes every socket (e.g. when the scenario is reseeded). */
  disconnectAll(): void {
    for (const socket of [...this.sockets.values()]) socket.disconnect();
  }
}
