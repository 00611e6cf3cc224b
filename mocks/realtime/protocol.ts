import { decodePacket, encodePacket, type Packet as EnginePacket } from 'engine.io-parser';
import { Decoder, Encoder, PacketType, type Packet as SocketPacket } from 'socket.io-parser';
import { REALTIME_MESSAGE_MAX_BYTES } from '../../src/shared/api/schemas/realtime-events';
import type { Ack } from './types';

/**
 * The server side of one socket.io connection over a raw websocket: engine.io v4 framing (open, ping/pong,
 * message, close) and socket.io v5 packets (CONNECT, CONNECT_ERROR, EVENT, ACK, DISCONNECT), using
 * socket.io's own parser packages. Only the main namespace '/' is served. Used by the browser adapter
 * behind msw's `ws.link`; independent of msw so it can be unit-tested by feeding frames.
 */
export type Frame = string | ArrayBuffer | ArrayBufferView | Blob;

export interface SocketIoSessionOptions {
  /** Writes one websocket frame to the client. */
  send(frame: Frame): void;
  /** Closes the websocket. */
  close(): void;
  /** CONNECT: resolves to the socket id to accept, or an error message to reject with CONNECT_ERROR. */
  onConnect(auth: unknown): Promise<{ sid: string } | { error: string }>;
  onEvent(event: string, payload: unknown, ack?: Ack): void;
  onDisconnect(reason: string): void;
  pingInterval?: number;
  pingTimeout?: number;
  /** Engine.io session id (defaults to a random one). */
  sid?: string;
  setTimer?: typeof setInterval;
  clearTimer?: typeof clearInterval;
}

export const DEFAULT_PING_INTERVAL_MS = 25_000;
export const DEFAULT_PING_TIMEOUT_MS = 20_000;
/** The same per-message limit as the Node server (it fits the largest recording clip). */
export const MAX_PAYLOAD = REALTIME_MESSAGE_MAX_BYTES;

function randomId(): string {
  const bytes = new Uint8Array(15);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

export class SocketIoSession {
  readonly sid: string;
  /** socket.io socket id, once connected. */
  socketId: string | null = null;
  private readonly encoder = new Encoder();
  private readonly decoder = new Decoder();
  private readonly pingInterval: number;
  private readonly pingTimeout: number;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private lastPong = Date.now();
  private nextAckId = 0;
  private readonly pendingAcks = new Map<number, (...args: unknown[]) => void>();
  private state: 'new' | 'open' | 'closed' = 'new';

  constructor(private readonly options: SocketIoSessionOptions) {
    this.sid = options.sid ?? randomId();
    this.pingInterval = options.pingInterval ?? DEFAULT_PING_INTERVAL_MS;
    this.pingTimeout = options.pingTimeout ?? DEFAULT_PING_TIMEOUT_MS;
    this.decoder.on('decoded', (packet: SocketPacket) => this.onSocketPacket(packet));
  }

  /** Sends the engine.io open packet and starts the heartbeat. */
  open(): void {
    if (this.state !== 'new') return;
    this.state = 'open';
    this.sendEngine({
      type: 'open',
      data: JSON.stringify({
        sid: this.sid,
        upgrades: [],
        pingInterval: this.pingInterval,
        pingTimeout: this.pingTimeout,
        maxPayload: MAX_PAYLOAD,
      }),
    });
    const set = this.options.setTimer ?? setInterval;
    this.lastPong = Date.now();
    this.pingTimer = set(() => {
      if (Date.now() - this.lastPong > this.pingInterval + this.pingTimeout) {
        this.terminate('ping timeout');
        return;
      }
      this.sendEngine({ type: 'ping' });
    }, this.pingInterval);
  }

  /** One frame from the client. */
  receive(frame: Frame): void {
    if (this.state !== 'open') return;
    let packet: EnginePacket;
    try {
      packet = decodePacket(frame, 'arraybuffer');
    } catch {
      return this.terminate('parse error');
    }
    switch (packet.type) {
      case 'pong':
        this.lastPong = Date.now();
        return;
      case 'ping':
        this.sendEngine({ type: 'pong', data: packet.data });
        return;
      case 'message':
        try {
          this.decoder.add(packet.data);
        } catch {
          this.terminate('parse error');
        }
        return;
      case 'close':
        this.terminate('transport close', false);
        return;
      case 'error':
        this.terminate('parse error');
        return;
      default:
        return;
    }
  }

  /** The websocket closed under us. */
  transportClosed(): void {
    this.terminate('transport close', false);
  }

  emit(event: string, payload?: unknown, ack?: (...args: unknown[]) => void): void {
    if (!this.socketId) return;
    const data = payload === undefined ? [event] : [event, payload];
    const packet: SocketPacket = { type: PacketType.EVENT, nsp: '/', data };
    if (ack) {
      const id = this.nextAckId++;
      this.pendingAcks.set(id, ack);
      packet.id = id;
    }
    this.sendSocket(packet);
  }

  /** Server-initiated disconnect: the client sees reason 'io server disconnect' and does not reconnect. */
  disconnect(): void {
    if (this.state !== 'open') return;
    if (this.socketId) this.sendSocket({ type: PacketType.DISCONNECT, nsp: '/' });
    this.terminate('server namespace disconnect');
  }

  private terminate(reason: string, closeTransport = true): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    if (this.pingTimer !== null) (this.options.clearTimer ?? clearInterval)(this.pingTimer);
    this.pingTimer = null;
    this.decoder.destroy();
    const wasConnected = this.socketId !== null;
    this.socketId = null;
    if (closeTransport) this.options.close();
    if (wasConnected) this.options.onDisconnect(reason);
  }

  private onSocketPacket(packet: SocketPacket): void {
    switch (packet.type) {
      case PacketType.CONNECT:
        void this.onConnectPacket(packet);
        return;
      case PacketType.EVENT:
      case PacketType.BINARY_EVENT: {
        if (!this.socketId || packet.nsp !== '/' || !Array.isArray(packet.data)) return;
        const [event, ...args] = packet.data as [unknown, ...unknown[]];
        if (typeof event !== 'string') return;
        const id = packet.id;
        const ack: Ack | undefined =
          id === undefined
            ? undefined
            : (response: unknown) =>
                this.sendSocket({ type: PacketType.ACK, nsp: '/', id, data: [response] });
        this.options.onEvent(event, args[0], ack);
        return;
      }
      case PacketType.ACK:
      case PacketType.BINARY_ACK: {
        const callback = packet.id === undefined ? undefined : this.pendingAcks.get(packet.id);
        if (!callback || packet.id === undefined) return;
        this.pendingAcks.delete(packet.id);
        callback(...((packet.data as unknown[]) ?? []));
        return;
      }
      case PacketType.DISCONNECT:
        if (packet.nsp === '/') this.terminate('client namespace disconnect');
        return;
      default:
        return;
    }
  }

  private async onConnectPacket(packet: SocketPacket): Promise<void> {
    if (packet.nsp !== '/') {
      this.sendSocket({
        type: PacketType.CONNECT_ERROR,
        nsp: packet.nsp,
        data: { message: 'Invalid namespace' },
      });
      return;
    }
    if (this.socketId) return;
    const result = await this.options.onConnect(packet.data);
    if (this.state !== 'open') return;
    if ('error' in result) {
      this.sendSocket({ type: PacketType.CONNECT_ERROR, nsp: '/', data: { message: result.error } });
      return;
    }
    this.socketId = result.sid;
    this.sendSocket({ type: PacketType.CONNECT, nsp: '/', data: { sid: result.sid } });
  }

  private sendSocket(packet: SocketPacket): void {
    for (const encoded of this.encoder.encode(packet)) {
      // The first part is the string header; binary attachments follow as their own frames.
      this.sendEngine({ type: 'message', data: encoded });
    }
  }

  private sendEngine(packet: EnginePacket): void {
    if (this.state === 'closed') return;
    encodePacket(packet, true, (encoded) => this.options.send(encoded as Frame));
  }
}
