// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { io as ioType, Socket } from 'socket.io-client';
import { SEEDED_ACCOUNTS } from '../data/accounts';
import { handlers } from '../handlers/index';
import { applyBrowserScenario } from './index';
import { simulateHostEvent, simulateUserJoin, simulateUserSpeaking, disconnectVirtualPeers } from './peers';
import { socketIoHandler } from './socket-io-link';

/**
 * The browser adapter end to end, in Node: msw intercepts the global WebSocket (as in a page), the
 * `ws.link` handler speaks socket.io to a real socket.io-client, and REST goes through the same handlers.
 */
const ORIGIN = 'http://parley.test';
const mockNetwork = setupServer(...handlers, socketIoHandler);

// engine.io-client captures `globalThis.WebSocket` when loaded: load it after msw patched it.
let connectIo: typeof ioType;
let NativeWebSocketTransport: unknown;

beforeAll(async () => {
  mockNetwork.listen({ onUnhandledFrame: 'error' });
  connectIo = (await import('socket.io-client')).io;
  NativeWebSocketTransport = (await import('engine.io-client')).WebSocket;
});
afterAll(() => mockNetwork.close());
beforeEach(async () => {
  disconnectVirtualPeers();
  await applyBrowserScenario('default');
});

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(ORIGIN + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

async function get<T>(path: string, token: string): Promise<T> {
  const response = await fetch(ORIGIN + path, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as T;
}

type Login = { token: string; user: { _id: string; name: string } };

function connect(token: string): Promise<Socket> {
  const socket = connectIo(ORIGIN, {
    transports: [NativeWebSocketTransport as never],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function next<T = Record<string, unknown>>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no '${event}'`)), 3000);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

async function hostWithCall() {
  const { host } = SEEDED_ACCOUNTS.default;
  const login = await post<Login>('/api/auth/login', { email: host.email, password: host.password });
  let { call } = await get<{ call: { _id: string; meetingId: string } | null }>(
    '/api/calls/active',
    login.token,
  );
  call ??= (await post<{ call: { _id: string; meetingId: string } }>('/api/calls', {}, login.token)).call;
  return { login, call };
}

describe('socket.io over msw ws.link', () => {
  it('rejects a bad token with connect_error', async () => {
    await expect(connect('forged')).rejects.toThrow(/Authentication failed/);
  });

  it('runs a call between two sockets of the page: join, offer relay, kick', async () => {
    const { login: host, call } = await hostWithCall();
    const hostSocket = await connect(host.token);
    expect(await hostSocket.emitWithAck('create-room', { roomName: call.meetingId })).toMatchObject({
      ok: true,
    });

    const seeded = SEEDED_ACCOUNTS.default.users[0]!;
    const user = await post<Login>('/api/auth/user/login', {
      userId: seeded.userId,
      password: seeded.password,
    });
    const userSocket = await connect(user.token);
    const joined = next(hostSocket, 'user-joined');
    await userSocket.emitWithAck('join-room', { roomName: call.meetingId, userName: user.user.name });
    expect(await joined).toMatchObject({ userId: seeded.userId, userMongoId: user.user._id });

    const offered = next(userSocket, 'host-to-user-offer');
    hostSocket.emit('host-to-user-offer', {
      userId: seeded.userId,
      userName: seeded.name,
      offer: { type: 'offer', sdp: 'x' },
    });
    expect(await offered).toMatchObject({ offer: { type: 'offer', sdp: 'x' }, userId: seeded.userId });

    const kicked = next(userSocket, 'kicked-from-call');
    const confirmed = next(hostSocket, 'user-kicked');
    hostSocket.emit('kick-user', { userId: seeded.userId, socketId: userSocket.id });
    await kicked;
    expect(await confirmed).toEqual({ userId: seeded.userId });

    // Server-side disconnect reaches the client as 'io server disconnect'.
    const closed = next<string>(userSocket, 'disconnect');
    await post('/api/auth/user/login', { userId: seeded.userId, password: seeded.password });
    expect(await closed).toBe('io server disconnect');
    hostSocket.disconnect();
  });

  it('virtual peers play the other side for stories', async () => {
    const { login: host, call } = await hostWithCall();
    const hostSocket = await connect(host.token);
    await hostSocket.emitWithAck('create-room', { roomName: call.meetingId });
    const joined = next(hostSocket, 'user-joined');
    const peer = await simulateUserJoin(call.meetingId);
    expect(await joined).toMatchObject({ userId: peer.identity.userId });
    const speaking = next(hostSocket, 'user-speaking');
    await simulateUserSpeaking(peer, true);
    expect(await speaking).toMatchObject({ userId: peer.identity.userId });
    hostSocket.disconnect();

    // The user's side: a virtual host mutes and leaves.
    const seeded = SEEDED_ACCOUNTS.default.users[1]!;
    const user = await post<Login>('/api/auth/user/login', {
      userId: seeded.userId,
      password: seeded.password,
    });
    const userSocket = await connect(user.token);
    peer.disconnect();
    await userSocket.emitWithAck('join-room', { roomName: call.meetingId, userName: seeded.name });
    const muted = next(userSocket, 'host-muted');
    await simulateHostEvent(call.meetingId, 'host-muted');
    await muted;
    const ended = next(userSocket, 'host-disconnected');
    await simulateHostEvent(call.meetingId, 'host-disconnected');
    expect(await ended).toMatchObject({ meetingId: call.meetingId });
    userSocket.disconnect();
  });
});
