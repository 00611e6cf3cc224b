// @vitest-environment node
import { request } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  activeCall,
  api,
  connectSocket,
  loginHost,
  loginUser,
  nextEvent,
  seededUser,
  silence,
  startTestBackend,
  type TestBackend,
} from './test-kit';
import { toneWav } from '../assets/audio';
import { signToken } from '../auth/tokens';
import { hostRecordingsResponseSchema, userRecordingsResponseSchema } from '../../src/shared/api/schemas';

let kit: TestBackend;

beforeEach(async () => {
  kit = await startTestBackend('default');
});

afterEach(async () => {
  await kit.close();
});

/** A host in its call room and one joined user. */
async function joinedCall(userIndex = 0) {
  const host = await loginHost(kit.base);
  const call = await activeCall(kit.base, host.token);
  const hostSocket = await connectSocket(kit, host.token);
  const created = await hostSocket.emitWithAck('create-room', {
    roomName: call.meetingId,
    hostId: host.user._id,
  });
  expect(created).toMatchObject({ ok: true, meetingId: call.meetingId });
  const user = await loginUser(kit.base, userIndex);
  const userSocket = await connectSocket(kit, user.token);
  const joined = nextEvent(hostSocket, 'user-joined');
  await userSocket.emitWithAck('join-room', { roomName: call.meetingId, userName: user.user.name });
  expect(await joined).toMatchObject({
    userId: seededUser(userIndex).userId,
    userName: user.user.name,
    userMongoId: user.user._id,
  });
  return { host, call, hostSocket, user, userSocket };
}

describe('connection', () => {
  it('rejects a missing or forged token with a connect error', async () => {
    await expect(connectSocket(kit, 'not-a-token')).rejects.toThrow(/Authentication failed/);
    const host = await loginHost(kit.base);
    await expect(connectSocket(kit, `${host.token}x`)).rejects.toThrow(/Authentication failed/);
  });

  it('accepts a live session and coexists with plain HTTP on the same server', async () => {
    const host = await loginHost(kit.base);
    const socket = await connectSocket(kit, host.token);
    expect(socket.connected).toBe(true);
    expect((await api(kit.base, '/api/ping')).status).toBe(200);
  });

  it('answers a request whose Host header no URL can carry, instead of failing', async () => {
    const { port } = new URL(kit.base);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      request(
        { host: '127.0.0.1', port, path: '/api/ping', headers: { host: '127.0.0.1:99999' } },
        (response) => {
          response.resume();
          resolve(response.statusCode);
        },
      )
        .on('error', reject)
        .end();
    });
    expect(status).toBe(200);
  });
});

describe('signalling relay', () => {
  it('relays offer, answer and ICE candidates between host and user', async () => {
    const { hostSocket, userSocket, user } = await joinedCall();
    const userId = seededUser(0).userId;

    const offer = { type: 'offer', sdp: 'v=0 offer' };
    const offered = nextEvent(userSocket, 'host-to-user-offer');
    hostSocket.emit('host-to-user-offer', { userId, userName: user.user.name, offer });
    expect(await offered).toMatchObject({ offer, userId });

    const answer = { type: 'answer', sdp: 'v=0 answer' };
    const answered = nextEvent(hostSocket, 'user-to-host-answer');
    userSocket.emit('user-to-host-answer', { userId, answer });
    expect(await answered).toMatchObject({ userId, answer });

    const candidate = { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0' };
    const toUser = nextEvent(userSocket, 'send-ice-candidate');
    hostSocket.emit('send-ice-candidate', { userId, candidate });
    expect(await toUser).toEqual({ candidate });

    const toHost = nextEvent(hostSocket, 'user-to-host-ice-candidate');
    userSocket.emit('user-to-host-ice-candidate', { candidate });
    expect(await toHost).toMatchObject({ userId, candidate });
  });
});

describe('rooms', () => {
  it('answers room-not-found for an unknown meeting and for another host’s call', async () => {
    const user = await loginUser(kit.base, 0);
    const socket = await connectSocket(kit, user.token);
    const notFound = nextEvent(socket, 'room-not-found');
    const ack = await socket.emitWithAck('join-room', { roomName: 'no-such-room', userName: 'x' });
    expect(ack).toMatchObject({ ok: false, message: 'room-not-found' });
    expect(await notFound).toMatchObject({ roomName: 'no-such-room' });
  });

  it('answers room-not-found once the call has ended', async () => {
    const host = await loginHost(kit.base);
    const call = await activeCall(kit.base, host.token);
    await api(kit.base, `/api/calls/${call._id}/end`, { token: host.token, method: 'POST' });
    const user = await loginUser(kit.base, 0);
    const socket = await connectSocket(kit, user.token);
    const ack = await socket.emitWithAck('join-room', { roomName: call.meetingId, userName: 'x' });
    expect(ack).toMatchObject({ ok: false, message: 'room-not-found' });
  });

  it('answers room-full to a second participant', async () => {
    const { call, hostSocket } = await joinedCall(0);
    const other = await loginUser(kit.base, 1);
    const socket = await connectSocket(kit, other.token);
    const full = nextEvent(socket, 'room-full');
    const ack = await socket.emitWithAck('join-room', {
      roomName: call.meetingId,
      userName: other.user.name,
    });
    expect(ack).toMatchObject({ ok: false, message: 'room-full' });
    expect(await full).toMatchObject({ roomName: call.meetingId });
    expect(await silence(hostSocket, 'user-joined')).toBe(true);
  });

  it('lets the same user rejoin, replacing the older connection', async () => {
    const { call, hostSocket, user, userSocket } = await joinedCall(0);
    const second = await connectSocket(kit, user.token);
    const left = nextEvent(hostSocket, 'user-disconnected');
    const joined = nextEvent(hostSocket, 'user-joined');
    const ack = await second.emitWithAck('join-room', { roomName: call.meetingId, userName: user.user.name });
    expect(ack).toMatchObject({ ok: true });
    expect(await left).toMatchObject({ socketId: userSocket.id, reason: 'replaced' });
    expect(await joined).toMatchObject({ socketId: second.id });
  });

  it('tells the host when the user leaves or drops', async () => {
    const { call, hostSocket, userSocket, user } = await joinedCall(0);
    const left = nextEvent(hostSocket, 'user-disconnected');
    userSocket.emit('leave-room', {
      roomName: call.meetingId,
      userId: seededUser(0).userId,
      _id: user.user._id,
    });
    expect(await left).toMatchObject({ userId: seededUser(0).userId, reason: 'left' });

    await userSocket.emitWithAck('join-room', { roomName: call.meetingId, userName: user.user.name });
    const dropped = nextEvent(hostSocket, 'user-disconnected');
    userSocket.disconnect();
    expect(await dropped).toMatchObject({ reason: 'disconnected' });
  });
});

describe('host controls', () => {
  it('broadcasts host speaking and mute states to the room', async () => {
    const { hostSocket, userSocket } = await joinedCall();
    for (const event of ['host-speaking', 'host-stopped-speaking', 'host-muted', 'host-unmuted']) {
      const received = nextEvent(userSocket, event);
      hostSocket.emit(event);
      await expect(received).resolves.toBeDefined();
    }
  });

  it('mutes and unmutes a user', async () => {
    const { hostSocket, userSocket } = await joinedCall();
    const userId = seededUser(0).userId;
    const muted = nextEvent(userSocket, 'muted-by-host');
    hostSocket.emit('user-muted-by-host', userId);
    expect(await muted).toMatchObject({ userId });
    const unmuted = nextEvent(userSocket, 'unmuted-by-host');
    hostSocket.emit('user-unmuted-by-host', { userId });
    expect(await unmuted).toMatchObject({ userId });
  });

  it('refuses a muted user’s push-to-talk press until the host unmutes them', async () => {
    const { hostSocket, userSocket, user } = await joinedCall();
    const userData = { userName: user.user.name, userId: seededUser(0).userId, _id: user.user._id };
    await hostSocket.emitWithAck('user-muted-by-host', { userId: userData.userId });

    const quiet = silence(hostSocket, 'user-speaking');
    expect(await userSocket.emitWithAck('user-speaking', userData)).toEqual({
      ok: false,
      message: 'The host has muted you',
    });
    expect(await quiet).toBe(true);

    await hostSocket.emitWithAck('user-unmuted-by-host', { userId: userData.userId });
    const speaking = nextEvent(hostSocket, 'user-speaking');
    expect(await userSocket.emitWithAck('user-speaking', userData)).toEqual({ ok: true });
    expect(await speaking).toMatchObject(userData);
  });

  it('keeps a muted user muted when they join again, on the same socket or in another tab, until unmuted', async () => {
    const { call, hostSocket, user, userSocket } = await joinedCall();
    const userId = seededUser(0).userId;
    const join = (socket: Socket) => socket.emitWithAck('join-room', { roomName: call.meetingId });
    const refused = { ok: false, message: 'The host has muted you' };
    expect(await hostSocket.emitWithAck('user-muted-by-host', { userId })).toEqual({ ok: true });

    const toldAgain = nextEvent(userSocket, 'muted-by-host');
    const hostTold = nextEvent(hostSocket, 'user-joined');
    expect(await join(userSocket)).toMatchObject({ ok: true });
    expect(await toldAgain).toEqual({ userId });
    // The host's tile shows the mute too.
    expect(await hostTold).toMatchObject({ userId, mutedByHost: true });
    expect(await userSocket.emitWithAck('user-speaking')).toEqual(refused);

    const secondTab = await connectSocket(kit, user.token);
    const toldInTab = nextEvent(secondTab, 'muted-by-host');
    expect(await join(secondTab)).toMatchObject({ ok: true });
    expect(await toldInTab).toEqual({ userId });
    const quiet = silence(hostSocket, 'user-speaking');
    expect(await secondTab.emitWithAck('user-speaking')).toEqual(refused);
    expect(await quiet).toBe(true);

    // The unmute clears it: joining again afterwards is not muted.
    expect(await hostSocket.emitWithAck('user-unmuted-by-host', { userId })).toEqual({ ok: true });
    const thirdTab = await connectSocket(kit, user.token);
    const notMuted = silence(thirdTab, 'muted-by-host');
    expect(await join(thirdTab)).toMatchObject({ ok: true });
    expect(await notMuted).toBe(true);
    const speaking = nextEvent(hostSocket, 'user-speaking');
    expect(await thirdTab.emitWithAck('user-speaking')).toEqual({ ok: true });
    await speaking;
  });

  it('kicks a user: the user is told and leaves the room, the host gets user-kicked', async () => {
    const { hostSocket, userSocket } = await joinedCall();
    const userId = seededUser(0).userId;
    const kicked = nextEvent(userSocket, 'kicked-from-call');
    const confirmed = nextEvent(hostSocket, 'user-kicked');
    hostSocket.emit('kick-user', { userId, socketId: userSocket.id });
    await kicked;
    expect(await confirmed).toEqual({ userId });
    // Out of the room: host broadcasts no longer reach them.
    hostSocket.emit('host-speaking');
    expect(await silence(userSocket, 'host-speaking')).toBe(true);
  });

  it('disables a user: deactivated, sessions revoked, REST login refused', async () => {
    const { hostSocket, userSocket, host } = await joinedCall();
    const userId = seededUser(0).userId;
    const disabled = nextEvent(userSocket, 'user-disabled');
    const confirmed = nextEvent(hostSocket, 'user-disabled');
    const closed = nextEvent<string>(userSocket, 'disconnect');
    const ack = await hostSocket.emitWithAck('disable-user', { userId, socketId: userSocket.id });
    expect(ack).toEqual({ ok: true });
    expect(await disabled).toMatchObject({ userId });
    expect(await confirmed).toEqual({ userId, socketId: userSocket.id });
    expect(await closed).toBe('io server disconnect');

    const login = await api(kit.base, '/api/auth/user/login', {
      body: { userId, password: seededUser(0).password },
    });
    expect(login.status).toBe(403);
    const list = await api<{ users: Array<{ userId: string; isActive: boolean }> }>(kit.base, '/api/users', {
      token: host.token,
    });
    expect(list.body.users.find((u) => u.userId === userId)?.isActive).toBe(false);
  });

  it('answers a payload that breaks the realtime contract with an error naming the field, and stays up', async () => {
    const { hostSocket, userSocket } = await joinedCall();
    expect(await hostSocket.emitWithAck('create-room', { roomName: 42 })).toEqual({
      ok: false,
      message: 'Room name is required',
    });
    expect(await hostSocket.emitWithAck('host-to-user-offer', { userId: 'x', offer: 'sdp' })).toEqual({
      ok: false,
      message: 'Session description is required',
    });
    expect(await userSocket.emitWithAck('join-room', 'not an object')).toEqual({
      ok: false,
      message: 'Room name is required',
    });
    // Without an acknowledgement the refusal arrives as realtime-error.
    const refused = nextEvent(userSocket, 'realtime-error');
    userSocket.emit('user-to-host-answer', { answer: { type: 'nonsense' } });
    expect(await refused).toEqual({
      event: 'user-to-host-answer',
      message: 'Session description type must be offer or answer',
    });
    expect(hostSocket.connected && userSocket.connected).toBe(true);
    expect(await hostSocket.emitWithAck('host-speaking')).toEqual({ ok: true });
  });

  it('ignores host events from users', async () => {
    const { userSocket, hostSocket } = await joinedCall();
    const ack = await userSocket.emitWithAck('kick-user', { userId: seededUser(0).userId });
    expect(ack).toMatchObject({ ok: false });
    userSocket.emit('host-muted');
    expect(await silence(userSocket, 'host-muted')).toBe(true);
    expect(await silence(hostSocket, 'user-kicked', 100)).toBe(true);
  });

  it('host-disconnected reaches the participant and the host’s dashboards', async () => {
    const { hostSocket, userSocket, call } = await joinedCall();
    const dashboardUser = await loginUser(kit.base, 2);
    const dashboard = await connectSocket(kit, dashboardUser.token);
    const inCall = nextEvent(userSocket, 'host-disconnected');
    const onDashboard = nextEvent(dashboard, 'host-disconnected');
    hostSocket.emit('host-disconnected', { meetingId: call.meetingId });
    expect(await inCall).toMatchObject({ meetingId: call.meetingId });
    expect(await onDashboard).toMatchObject({ meetingId: call.meetingId });
  });
});

describe('speaking and recordings', () => {
  it('forwards user speaking events to the host', async () => {
    const { hostSocket, userSocket, user } = await joinedCall();
    const userData = { userName: user.user.name, userId: seededUser(0).userId, _id: user.user._id };
    const speaking = nextEvent(hostSocket, 'user-speaking');
    userSocket.emit('user-speaking', userData);
    expect(await speaking).toMatchObject(userData);
    const stopped = nextEvent(hostSocket, 'user-stopped-speaking');
    userSocket.emit('user-stopped-speaking', { audioData: null, userData });
    expect(await stopped).toMatchObject({ userData, hasAudio: false });
  });

  it('stores the audio of user-stopped-speaking as a recording visible to host and user', async () => {
    const { host, userSocket, user, call } = await joinedCall();
    const userList = async () =>
      userRecordingsResponseSchema.parse(
        (await api(kit.base, '/api/recordings/user', { token: user.token })).body,
      ).recordings;
    const count = (folders: Awaited<ReturnType<typeof userList>>) =>
      folders.reduce((total, [, folder]) => total + folder.files.length, 0);
    const before = count(await userList());
    const audio = Buffer.from(toneWav(1, 0.5)).toString('base64');
    const userData = { userName: user.user.name, userId: seededUser(0).userId, _id: user.user._id };
    const ack = await userSocket.emitWithAck('user-stopped-speaking', { audioData: audio, userData });
    expect(ack).toEqual({ ok: true, saved: true });

    const mine = await userList();
    expect(count(mine)).toBe(before + 1);
    expect(mine.find(([, f]) => f.meetingId === call.meetingId)).toBeDefined();

    const hosts = hostRecordingsResponseSchema.parse(
      (await api(kit.base, '/api/recordings/host', { token: host.token })).body,
    ).recordings;
    const meetings = hosts.find(([userName]) => userName === user.user.name)?.[1].meetings ?? [];
    const files = meetings.find(([, m]) => m.meetingId === call.meetingId)?.[1].files ?? [];
    expect(files.length).toBeGreaterThan(0);

    // The file is served with its bytes, and byte ranges work for media seeking.
    const path = files.map((f) => f.path).find((p) => p.endsWith('.wav'));
    expect(path).toBeDefined();
    const url = `${kit.base}/${path!.split('/').map(encodeURIComponent).join('/')}`;
    const full = await fetch(url, { headers: { authorization: `Bearer ${host.token}` } });
    expect(full.status).toBe(200);
    expect(Buffer.from(await full.arrayBuffer()).toString('base64')).toBe(audio);
    const part = await fetch(url, { headers: { authorization: `Bearer ${host.token}`, range: 'bytes=0-3' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).toString()).toBe('RIFF');
  });

  it('announces a stored clip to the recorder’s and the host’s sessions only, even from outside the room', async () => {
    const { host, hostSocket, userSocket, user, call } = await joinedCall();
    // The host's dashboard in another tab, the user's second tab, and another sub-user of the same host.
    const hostTab = await connectSocket(kit, host.token);
    const userTab = await connectSocket(kit, user.token);
    const neighbour = await connectSocket(kit, (await loginUser(kit.base, 1)).token);
    const expected = { meetingId: call.meetingId, ownerId: user.user._id };
    const heard = [hostSocket, hostTab, userSocket, userTab].map((socket) =>
      nextEvent(socket, 'recording-added'),
    );
    const neighbourQuiet = silence(neighbour, 'recording-added', 500);
    const audioData = Buffer.from(toneWav(2, 0.3)).toString('base64');
    expect(await userSocket.emitWithAck('user-stopped-speaking', { audioData })).toEqual({
      ok: true,
      saved: true,
    });
    for (const payload of await Promise.all(heard)) expect(payload).toEqual(expected);
    expect(await neighbourQuiet).toBe(true);

    // Sent after leaving the room (the tab closed within 3 s of release): announced all the same.
    await userSocket.emitWithAck('leave-room', {});
    const late = nextEvent(hostTab, 'recording-added');
    const ack = await userTab.emitWithAck('user-stopped-speaking', {
      audioData: Buffer.from(toneWav(3, 0.3)).toString('base64'),
      meetingId: call.meetingId,
      clipId: 'clip-after-leaving',
    });
    expect(ack).toEqual({ ok: true, saved: true });
    expect(await late).toEqual(expected);
    // A refused clip announces nothing.
    const quiet = silence(hostTab, 'recording-added', 500);
    await userTab.emitWithAck('user-stopped-speaking', {
      audioData: 'bm90IGF1ZGlv',
      meetingId: call.meetingId,
    });
    expect(await quiet).toBe(true);
  });
});

describe('clips after the call', () => {
  const clip = (socket: Socket, meetingId: string) =>
    socket.emitWithAck('user-stopped-speaking', {
      audioData: Buffer.from(toneWav(4, 0.3)).toString('base64'),
      meetingId,
    });
  const refused = { ok: false, message: 'Join the call before sending a recording' };

  it('keeps the clip a user sends moments after the host ends the call (3 s after release), over the socket or over REST', async () => {
    const { host, call, hostSocket, userSocket } = await joinedCall();
    const endedOverSocket = nextEvent(userSocket, 'host-disconnected');
    expect(await hostSocket.emitWithAck('host-disconnected', { meetingId: call.meetingId })).toEqual({
      ok: true,
    });
    await endedOverSocket;
    expect(await clip(userSocket, call.meetingId)).toEqual({ ok: true, saved: true });

    // The host opens its room again and the user rejoins; then the call ends for good over REST.
    await hostSocket.emitWithAck('create-room', { roomName: call.meetingId });
    await userSocket.emitWithAck('join-room', { roomName: call.meetingId });
    const endedOverRest = nextEvent(userSocket, 'host-disconnected');
    await api(kit.base, `/api/calls/${call._id}/end`, { token: host.token, method: 'POST' });
    await endedOverRest;
    expect(await clip(userSocket, call.meetingId)).toEqual({ ok: true, saved: true });
  });

  it('takes a clip well after a plain leave (the outbox of a tab that closed before sending it)', async () => {
    const { call, userSocket } = await joinedCall();
    await userSocket.emitWithAck('leave-room', {});
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Half a minute: a longer jump of the clock makes socket.io's own ping check drop the connection.
      vi.setSystemTime(Date.now() + 30_000);
      expect(await clip(userSocket, call.meetingId)).toEqual({ ok: true, saved: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses the clips of a kicked user at once, the call going on or ended', async () => {
    const { host, call, hostSocket, userSocket } = await joinedCall();
    const userId = seededUser(0).userId;
    const kicked = nextEvent(userSocket, 'kicked-from-call');
    hostSocket.emit('kick-user', { userId });
    await kicked;
    expect(await clip(userSocket, call.meetingId)).toEqual(refused);
    await api(kit.base, `/api/calls/${call._id}/end`, { token: host.token, method: 'POST' });
    expect(await clip(userSocket, call.meetingId)).toEqual(refused);
  });
});

describe('backend notices', () => {
  it('session-invalidated goes to the old session when the account signs in elsewhere', async () => {
    const first = await loginUser(kit.base, 0);
    const oldSocket = await connectSocket(kit, first.token);
    const invalidated = nextEvent(oldSocket, 'session-invalidated');
    const closed = nextEvent<string>(oldSocket, 'disconnect');
    const second = await loginUser(kit.base, 0);
    const newSocket: Socket = await connectSocket(kit, second.token);
    expect(await invalidated).toMatchObject({ userId: seededUser(0).userId, _id: first.user._id });
    expect(await closed).toBe('io server disconnect');
    expect(newSocket.connected).toBe(true);
    // The old token no longer opens a socket.
    await expect(connectSocket(kit, first.token)).rejects.toThrow(/Authentication failed/);
  });

  it('a socket whose token has expired is refused and closed at its next event', async () => {
    const host = await loginHost(kit.base);
    const { sub, sid } = JSON.parse(Buffer.from(host.token.split('.')[1]!, 'base64url').toString()) as {
      sub: string;
      sid: string;
    };
    const shortLived = await signToken({ sub, role: 'host', sid }, 2);
    const { exp } = JSON.parse(Buffer.from(shortLived.split('.')[1]!, 'base64url').toString()) as {
      exp: number;
    };
    const socket = await connectSocket(kit, shortLived);
    // Within its lifetime the event gets past the session check (there is no live call to mute in).
    expect(await socket.emitWithAck('host-muted')).toEqual({ ok: false, message: 'Call not found' });

    await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 50));
    const closed = nextEvent<string>(socket, 'disconnect');
    expect(await socket.emitWithAck('host-muted')).toEqual({
      ok: false,
      message: 'Session expired. Please login again.',
    });
    expect(await closed).toBe('io server disconnect');
  });

  it('REST call start and end reach the host’s users as call-started, call-ended and active-call-updated', async () => {
    const host = await loginHost(kit.base);
    const existing = await api<{ call: { _id: string } | null }>(kit.base, '/api/calls/active', {
      token: host.token,
    });
    if (existing.body.call) {
      await api(kit.base, `/api/calls/${existing.body.call._id}/end`, { token: host.token, method: 'POST' });
    }
    const user = await loginUser(kit.base, 1);
    const dashboard = await connectSocket(kit, user.token);
    const started = nextEvent(dashboard, 'call-started');
    const updated = nextEvent(dashboard, 'active-call-updated');
    const call = await activeCall(kit.base, host.token);
    expect(await started).toMatchObject({ meetingId: call.meetingId });
    expect(await updated).toMatchObject({ meetingId: call.meetingId, status: 'active' });
    const ended = nextEvent(dashboard, 'call-ended');
    await api(kit.base, `/api/calls/${call._id}/end`, { token: host.token, method: 'POST' });
    expect(await ended).toMatchObject({ meetingId: call.meetingId });
  });
});
