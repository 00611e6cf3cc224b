import { db } from '../data/db';
import { randomObjectId } from '../data/prng';
import type { MemorySocket } from '../realtime/memory';
import { REALTIME_EVENTS as E } from '../realtime/server';
import type { RealtimeIdentity } from '../realtime/types';
import { getBrowserRealtime } from './realtime';

/**
 * "The other side" of a call for stories and offline demos: virtual participants that join the page's
 * in-memory realtime server like a second browser would, without WebRTC. A call-room story for the host
 * uses `simulateUserJoin` / `simulateUserSpeaking`; one for the user uses `simulateHostEvent`.
 */
export interface VirtualPeer {
  readonly identity: RealtimeIdentity;
  readonly socket: MemorySocket;
  /** Everything the server sent to this peer, oldest first. */
  readonly received: Array<{ event: string; payload: unknown }>;
  emit(event: string, payload?: unknown): Promise<unknown>;
  /** Resolves with the payload of the next `event` this peer receives. */
  next(event: string, timeoutMs?: number): Promise<unknown>;
  disconnect(): void;
}

const peers = new Set<VirtualPeer>();

/**
 * A live session for a virtual peer, opened beside any session the account has (a peer is a second device
 * that must not sign the app out); the realtime server checks it on every event like any other.
 */
async function peerSession(accountId: string, role: RealtimeIdentity['role']): Promise<string> {
  const sid = randomObjectId();
  await db.sessions.create({ sid, accountId, role, createdAt: new Date().toISOString(), revokedAt: null });
  return sid;
}

function connectPeer(identity: RealtimeIdentity): VirtualPeer {
  const { server, logic } = getBrowserRealtime();
  const received: VirtualPeer['received'] = [];
  const waiters = new Set<{ event: string; resolve: (payload: unknown) => void }>();
  const socket = server.createSocket({
    deliver: (event, payload) => {
      received.push({ event, payload });
      for (const waiter of [...waiters]) {
        if (waiter.event !== event) continue;
        waiters.delete(waiter);
        waiter.resolve(payload);
      }
    },
    close: () => {},
  });
  socket.data.identity = identity;
  logic.handleConnection(socket);
  const peer: VirtualPeer = {
    identity,
    socket,
    received,
    emit: (event, payload) =>
      new Promise((resolve) => {
        let answered = false;
        socket.receive(event, payload, (response) => {
          answered = true;
          resolve(response);
        });
        // Events without an answer resolve once the server had a turn to handle them.
        setTimeout(() => {
          if (!answered) resolve(undefined);
        }, 0);
      }),
    next: (event, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const waiter = { event, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error(`virtual peer: no '${event}' within ${timeoutMs} ms`));
        }, timeoutMs);
      }),
    disconnect: () => {
      peers.delete(peer);
      socket.disconnect();
    },
  };
  peers.add(peer);
  return peer;
}

function activeCall(meetingId: string) {
  const call = db.calls.findFirst((q) => q.where({ meetingId }));
  if (!call) throw new Error(`virtual peer: no call with meetingId '${meetingId}'`);
  return call;
}

/** A sub-user of the call's host joins the call (default: the first active one, or `user.userId`). */
export async function simulateUserJoin(
  meetingId: string,
  user: { userId?: string; name?: string } = {},
): Promise<VirtualPeer> {
  const call = activeCall(meetingId);
  const record = user.userId
    ? db.subUsers.findFirst((q) => q.where({ userId: user.userId }))
    : db.subUsers.findFirst((q) => q.where({ hostId: call.hostId, isActive: true }));
  if (!record) throw new Error(`virtual peer: no sub-user '${user.userId ?? '(any active)'}'`);
  const peer = connectPeer({
    id: record._id,
    userId: record.userId,
    name: user.name ?? record.name,
    role: 'user',
    hostId: record.hostId,
    sid: await peerSession(record._id, 'user'),
  });
  await peer.emit(E.joinRoom, { roomName: meetingId, userName: user.name ?? record.name });
  return peer;
}

/** The joined peer presses (`true`) or releases (`false`) hold-to-speak; releasing can attach a recording. */
export async function simulateUserSpeaking(
  peer: VirtualPeer,
  speaking = true,
  audioData: string | null = null,
): Promise<void> {
  const userData = { userName: peer.identity.name, userId: peer.identity.userId, _id: peer.identity.id };
  if (speaking) await peer.emit(E.userSpeaking, userData);
  else await peer.emit(E.userStoppedSpeaking, { audioData, userData });
}

export async function simulateUserLeave(peer: VirtualPeer, meetingId?: string): Promise<void> {
  await peer.emit(E.leaveRoom, { roomName: meetingId, userId: peer.identity.userId, _id: peer.identity.id });
  peer.disconnect();
}

const hostPeers = new Map<string, VirtualPeer>();

/** The call's host sends `event` (host-speaking, host-muted, user-muted-by-host, kick-user, host-disconnected…). */
export async function simulateHostEvent(
  meetingId: string,
  event: string,
  payload?: unknown,
): Promise<VirtualPeer> {
  const call = activeCall(meetingId);
  let peer = hostPeers.get(meetingId);
  if (!peer || !peer.socket.connected) {
    const host = db.hosts.findFirst((q) => q.where({ _id: call.hostId }));
    if (!host) throw new Error(`virtual peer: no host for '${meetingId}'`);
    peer = connectPeer({
      id: host._id,
      userId: host._id,
      name: host.name,
      role: 'host',
      hostId: host._id,
      sid: await peerSession(host._id, 'host'),
    });
    hostPeers.set(meetingId, peer);
    await peer.emit(E.createRoom, { roomName: meetingId, hostId: host._id });
  }
  await peer.emit(event, payload ?? { meetingId });
  return peer;
}

/** Disconnects every virtual peer (call it between stories). */
export function disconnectVirtualPeers(): void {
  for (const peer of [...peers]) peer.disconnect();
  hostPeers.clear();
}
