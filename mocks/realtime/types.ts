/**
 * The transport-neutral shape the realtime logic runs against. Three adapters implement it:
 * socket.io's own `Server` in Node (`mocks/node/socket-io.ts`), the in-memory engine.io/socket.io
 * speaker behind msw's `ws.link` in the browser (`mocks/browser/socket-io-link.ts`), and the
 * virtual peers used by stories (`mocks/browser/peers.ts`).
 */
import type { AudioInfo } from './audio';

export type Ack = (response: unknown) => void;
export type RealtimeHandler = (payload: unknown, ack?: Ack) => void;

export type Role = 'host' | 'user';

/** Who a connected socket belongs to, resolved from its token on connection. */
export interface RealtimeIdentity {
  /** The account's record id (`_id`). Rooms `user:{id}` use it. */
  id: string;
  /** The public User ID of a sub-user (hosts: their `_id` unless they have one). */
  userId: string;
  name: string;
  role: Role;
  /** The host that owns this account (a host owns itself). Room `host:{hostId}`. */
  hostId: string;
  /** The session id carried by the token. */
  sid?: string;
  /** When the token expires (ms since the epoch): the socket's events are refused from then on. */
  expiresAt?: number;
}

export interface RealtimeSocket {
  readonly id: string;
  /** Set by the adapter once the token is verified. */
  readonly data: { identity?: RealtimeIdentity };
  on(event: string, handler: RealtimeHandler): void;
  emit(event: string, payload?: unknown): void;
  join(room: string): void;
  leave(room: string): void;
  /** Closes the socket from the server side (the client sees 'io server disconnect'). */
  disconnect(): void;
}

export interface RealtimeBroadcast {
  emit(event: string, payload?: unknown): void;
}

export interface RealtimeServer {
  /** Every socket in any of the rooms, each once. */
  to(rooms: string | string[]): RealtimeBroadcast;
  readonly socketsById: ReadonlyMap<string, RealtimeSocket>;
  /** Socket ids currently in a room. */
  socketsIn(room: string): string[];
}

/** A call as the realtime logic sees it. */
export interface RealtimeCall {
  _id: string;
  meetingId: string;
  hostId: string;
  status: string;
}

export interface RealtimeAccount {
  id: string;
  userId: string;
  name: string;
  hostId: string;
  isHost: boolean;
}

/** Things the REST side announces (spec 01 §4, spec 02 §7): mirrored to the right sockets. */
export type BackendNotice =
  /** Session `sid` of the account ended (a newer login, a password change or reset, logout). */
  | { type: 'session-invalidated'; accountId: string; sid: string; reason: string }
  /** A sub-user was deactivated or deleted. */
  | { type: 'user-disabled'; accountId: string; hostId: string }
  | { type: 'call-started'; callId: string; meetingId: string; hostId: string }
  | { type: 'call-ended'; callId: string; meetingId: string; hostId: string }
  | { type: 'notification-created'; recipientId: string; notificationId: string };

/** The data the realtime logic needs, implemented over the mock data store (`store.ts`). */
export interface RealtimeStore {
  /** Verifies a handshake token; null rejects the connection. */
  authenticate(token: unknown): Promise<RealtimeIdentity | null>;
  /** The call (any status) whose meetingId (or _id) is `roomName`, if any. */
  findCall(roomName: string): Promise<RealtimeCall | null>;
  /** An account by `_id` or public User ID. */
  findAccount(idOrUserId: string): Promise<RealtimeAccount | null>;
  /** Deactivates a sub-user and revokes their sessions. */
  disableUser(id: string): Promise<void>;
  /** False once the session behind a socket was revoked (logout, password change, disable, ...). */
  isSessionLive(identity: RealtimeIdentity): Promise<boolean>;
  /**
   * Stores one speaking clip (already checked to decode) so it shows in the host's and the user's recordings
   * lists, under the account's own name. Refuses with a message when the owner's quota would be exceeded.
   */
  saveRecording(input: {
    ownerId: string;
    hostId: string;
    meetingId: string;
    bytes: Uint8Array;
    audio: AudioInfo;
  }): Promise<{ ok: true } | { ok: false; message: string }>;
  /** Subscribes to backend notices; returns the unsubscribe. */
  subscribe(listener: (notice: BackendNotice) => void): () => void;
}
