import type {
  Ack,
  BackendNotice,
  RealtimeIdentity,
  RealtimeServer,
  RealtimeSocket,
  RealtimeStore,
} from './types';

/**
 * The mock backend's realtime channel (spec 02 §7, spec 01 §4), written once against `RealtimeServer` /
 * `RealtimeSocket`. Adapters call `authenticate(auth)` during the handshake (null → connect error) and then
 * `handleConnection(socket)` with `socket.data.identity` set.
 */
export const REALTIME_EVENTS = {
  // host → server
  createRoom: 'create-room',
  hostToUserOffer: 'host-to-user-offer',
  sendIceCandidate: 'send-ice-candidate',
  hostMuted: 'host-muted',
  hostUnmuted: 'host-unmuted',
  hostSpeaking: 'host-speaking',
  hostStoppedSpeaking: 'host-stopped-speaking',
  userMutedByHost: 'user-muted-by-host',
  userUnmutedByHost: 'user-unmuted-by-host',
  kickUser: 'kick-user',
  disableUser: 'disable-user',
  hostDisconnected: 'host-disconnected',
  // user → server
  joinRoom: 'join-room',
  leaveRoom: 'leave-room',
  leaveCall: 'leave-call',
  userToHostAnswer: 'user-to-host-answer',
  userToHostIceCandidate: 'user-to-host-ice-candidate',
  userSpeaking: 'user-speaking',
  userStoppedSpeaking: 'user-stopped-speaking',
  // server → clients
  userJoined: 'user-joined',
  userDisconnected: 'user-disconnected',
  userKicked: 'user-kicked',
  userDisabled: 'user-disabled',
  mutedByHost: 'muted-by-host',
  unmutedByHost: 'unmuted-by-host',
  kickedFromCall: 'kicked-from-call',
  roomFull: 'room-full',
  roomNotFound: 'room-not-found',
  roomCreated: 'room-created',
  roomJoined: 'room-joined',
  sessionInvalidated: 'session-invalidated',
  callStarted: 'call-started',
  callEnded: 'call-ended',
  activeCallUpdated: 'active-call-updated',
  notificationCreated: 'notification-created',
} as const;

const E = REALTIME_EVENTS;

/** Time given to a client to handle a notice before the server closes its socket. */
export const FORCED_DISCONNECT_DELAY_MS = 300;

export const userRoom = (id: string) => `user:${id}`;
export const hostRoom = (hostId: string) => `host:${hostId}`;
/** The participants of one call (the host is not in it). */
export const callRoom = (meetingId: string) => `call:${meetingId}`;
/** The host's sockets for one call. */
export const callHostRoom = (meetingId: string) => `call-host:${meetingId}`;

interface Participant {
  socketId: string;
  /** `_id` of the sub-user. */
  id: string;
  /** Public User ID. */
  userId: string;
  userName: string;
}

interface CallState {
  meetingId: string;
  hostId: string;
  hostSocketId?: string;
  participant?: Participant;
}

export interface RealtimeLogic {
  authenticate(auth: unknown): Promise<RealtimeIdentity | null>;
  handleConnection(socket: RealtimeSocket): void;
  /** Live call state, for tests and the story helpers. */
  calls(): ReadonlyMap<string, Readonly<CallState>>;
  /** Forgets every live room (after the data store is reseeded). */
  reset(): void;
  dispose(): void;
}

type Payload = Record<string, unknown>;

function asPayload(value: unknown): Payload {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Payload;
  // Some events carry a bare user id (spec 02 §7: "user-muted-by-host (userId)").
  if (typeof value === 'string' || typeof value === 'number') return { userId: String(value) };
  return {};
}

function str(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

function reply(ack: Ack | undefined, response: unknown) {
  if (typeof ack === 'function') ack(response);
}

export function createRealtimeLogic(
  server: RealtimeServer,
  store: RealtimeStore,
  options: { log?: (message: string) => void } = {},
): RealtimeLogic {
  const log = options.log ?? (() => {});
  const calls = new Map<string, CallState>();

  const findHostCall = (hostId: string): CallState | undefined => {
    for (const call of calls.values()) if (call.hostId === hostId) return call;
    return undefined;
  };

  const findParticipantCall = (socketId: string): CallState | undefined => {
    for (const call of calls.values()) if (call.participant?.socketId === socketId) return call;
    return undefined;
  };

  const matchesParticipant = (participant: Participant, payload: Payload): boolean => {
    const socketId = str(payload.socketId);
    if (socketId && participant.socketId === socketId) return true;
    const ids = [str(payload.userId), str(payload.userMongoId), str(payload._id)].filter(Boolean);
    if (ids.length === 0) return !socketId;
    return ids.some((id) => id === participant.userId || id === participant.id);
  };

  const toHost = (call: CallState, event: string, payload: unknown) => {
    server.to(callHostRoom(call.meetingId)).emit(event, payload);
  };

  const removeParticipant = (call: CallState, reason: string, notifyHost = true) => {
    const participant = call.participant;
    if (!participant) return;
    call.participant = undefined;
    server.socketsById.get(participant.socketId)?.leave(callRoom(call.meetingId));
    if (notifyHost) {
      toHost(call, E.userDisconnected, {
        userId: participant.userId,
        userMongoId: participant.id,
        userName: participant.userName,
        socketId: participant.socketId,
        reason,
      });
    }
  };

  const endCall = (meetingId: string, hostId: string, reason: string) => {
    server.to(callRoom(meetingId)).emit(E.hostDisconnected, { meetingId, hostId, reason });
    const call = calls.get(meetingId);
    if (call) {
      removeParticipant(call, reason, false);
      for (const socketId of server.socketsIn(callHostRoom(meetingId))) {
        server.socketsById.get(socketId)?.leave(callHostRoom(meetingId));
      }
      calls.delete(meetingId);
    }
  };

  const forceDisconnect = (room: string, except?: string) => {
    const ids = server.socketsIn(room).filter((id) => id !== except);
    setTimeout(() => {
      for (const id of ids) server.socketsById.get(id)?.disconnect();
    }, FORCED_DISCONNECT_DELAY_MS);
  };

  /** Accounts whose disable was already announced in this tick (the REST side and the socket may both report it). */
  const announcedDisable = new Set<string>();

  const announceUserDisabled = (accountId: string) => {
    if (announcedDisable.has(accountId)) return;
    announcedDisable.add(accountId);
    setTimeout(() => announcedDisable.delete(accountId), FORCED_DISCONNECT_DELAY_MS);
    const sockets = server.socketsIn(userRoom(accountId)).map((id) => server.socketsById.get(id));
    const identity = sockets.find((socket) => socket?.data.identity)?.data.identity;
    const publicId = identity?.userId ?? accountId;
    server.to(userRoom(accountId)).emit(E.userDisabled, { userId: publicId, _id: accountId });
    for (const call of calls.values()) {
      const participant = call.participant;
      if (participant?.id !== accountId) continue;
      removeParticipant(call, 'disabled', false);
      toHost(call, E.userDisabled, { userId: participant.userId, socketId: participant.socketId });
    }
    forceDisconnect(userRoom(accountId));
  };

  const onNotice = (notice: BackendNotice) => {
    switch (notice.type) {
      case 'session-invalidated': {
        // Only the sockets of the replaced session; the new login's socket is left alone.
        const stale = server.socketsIn(userRoom(notice.accountId)).filter((id) => {
          const sid = server.socketsById.get(id)?.data.identity?.sid;
          return !sid || sid === notice.sid;
        });
        for (const id of stale) {
          const socket = server.socketsById.get(id);
          socket?.emit(E.sessionInvalidated, {
            userId: socket.data.identity?.userId ?? notice.accountId,
            _id: notice.accountId,
          });
        }
        setTimeout(() => {
          for (const id of stale) server.socketsById.get(id)?.disconnect();
        }, FORCED_DISCONNECT_DELAY_MS);
        return;
      }
      case 'user-disabled':
        announceUserDisabled(notice.accountId);
        return;
      case 'call-started': {
        const payload = { callId: notice.callId, meetingId: notice.meetingId, hostId: notice.hostId };
        server.to(hostRoom(notice.hostId)).emit(E.callStarted, payload);
        server.to(hostRoom(notice.hostId)).emit(E.activeCallUpdated, { ...payload, status: 'active' });
        return;
      }
      case 'call-ended': {
        endCall(notice.meetingId, notice.hostId, 'call-ended');
        const payload = { callId: notice.callId, meetingId: notice.meetingId, hostId: notice.hostId };
        server.to(hostRoom(notice.hostId)).emit(E.callEnded, payload);
        server.to(hostRoom(notice.hostId)).emit(E.activeCallUpdated, { ...payload, status: 'ended' });
        return;
      }
      case 'notification-created':
        server.to(userRoom(notice.recipientId)).emit(E.notificationCreated, {
          notificationId: notice.notificationId,
        });
    }
  };
  const unsubscribe = store.subscribe(onNotice);

  function handleConnection(socket: RealtimeSocket) {
    const me = socket.data.identity;
    if (!me) {
      socket.disconnect();
      return;
    }
    socket.join(userRoom(me.id));
    socket.join(hostRoom(me.hostId));
    log(`realtime: ${me.role} ${me.name} connected (${socket.id})`);

    const isHost = me.role === 'host';

    /** `socket.emit('x', ack)` (no payload) puts the ack first: normalise it. */
    const onEvent = (event: string, handler: (payload: unknown, ack?: Ack) => void) => {
      socket.on(event, (payload, ack) => {
        if (typeof payload === 'function') handler(undefined, payload as Ack);
        else handler(payload, ack);
      });
    };

    /** Registers a handler that only hosts may trigger; others are ignored. */
    const onHost = (event: string, handler: (payload: Payload, ack?: Ack) => void | Promise<void>) => {
      onEvent(event, (payload, ack) => {
        if (!isHost) return reply(ack, { ok: false, error: 'Only hosts can send this event' });
        void Promise.resolve(handler(asPayload(payload), ack)).catch((error: unknown) => {
          log(`realtime: ${event} failed: ${String(error)}`);
          reply(ack, { ok: false, error: 'Server error' });
        });
      });
    };
    const onUser = (event: string, handler: (payload: Payload, ack?: Ack) => void | Promise<void>) => {
      onEvent(event, (payload, ack) => {
        if (isHost) return reply(ack, { ok: false, error: 'Only users can send this event' });
        void Promise.resolve(handler(asPayload(payload), ack)).catch((error: unknown) => {
          log(`realtime: ${event} failed: ${String(error)}`);
          reply(ack, { ok: false, error: 'Server error' });
        });
      });
    };

    /** The host's live call and its participant when the payload targets it. */
    const targetOf = (payload: Payload) => {
      const call = findHostCall(me.id);
      const participant = call?.participant;
      if (!call || !participant || !matchesParticipant(participant, payload)) return undefined;
      return { call, participant, socket: server.socketsById.get(participant.socketId) };
    };

    // ---- host ----

    onHost(E.createRoom, async (payload, ack) => {
      const roomName = str(payload.roomName) ?? str(payload.meetingId);
      const call = roomName ? await store.findActiveCall(roomName) : null;
      if (!call || call.hostId !== me.id) {
        socket.emit(E.roomNotFound, { roomName });
        return reply(ack, { ok: false, error: 'room-not-found' });
      }
      // A host has one live room; a stale one (an ended call) goes away.
      const previous = findHostCall(me.id);
      if (previous && previous.meetingId !== call.meetingId) endCall(previous.meetingId, me.id, 'call-ended');
      const state = calls.get(call.meetingId) ?? { meetingId: call.meetingId, hostId: me.id };
      state.hostSocketId = socket.id;
      calls.set(call.meetingId, state);
      socket.join(callHostRoom(call.meetingId));
      socket.emit(E.roomCreated, { roomName: call.meetingId, meetingId: call.meetingId });
      reply(ack, { ok: true, meetingId: call.meetingId });
      // A host that reconnects learns about the participant already waiting, to offer again.
      const participant = state.participant;
      if (participant) {
        socket.emit(E.userJoined, {
          userId: participant.userId,
          userName: participant.userName,
          userMongoId: participant.id,
          socketId: participant.socketId,
        });
      }
    });

    onHost(E.hostToUserOffer, (payload) => {
      const target = targetOf(payload);
      target?.socket?.emit(E.hostToUserOffer, {
        offer: payload.offer,
        userId: target.participant.userId,
        hostId: me.id,
        meetingId: target.call.meetingId,
      });
    });

    onHost(E.sendIceCandidate, (payload) => {
      targetOf(payload)?.socket?.emit(E.sendIceCandidate, { candidate: payload.candidate });
    });

    for (const event of [E.hostSpeaking, E.hostStoppedSpeaking, E.hostMuted, E.hostUnmuted]) {
      onHost(event, () => {
        const call = findHostCall(me.id);
        if (call) server.to(callRoom(call.meetingId)).emit(event, { hostId: me.id, userName: me.name });
      });
    }

    onHost(E.userMutedByHost, (payload) => {
      const target = targetOf(payload);
      target?.socket?.emit(E.mutedByHost, { userId: target.participant.userId });
    });
    onHost(E.userUnmutedByHost, (payload) => {
      const target = targetOf(payload);
      target?.socket?.emit(E.unmutedByHost, { userId: target.participant.userId });
    });

    onHost(E.kickUser, (payload, ack) => {
      const target = targetOf(payload);
      if (!target) return reply(ack, { ok: false, error: 'User not found' });
      target.socket?.emit(E.kickedFromCall, { meetingId: target.call.meetingId });
      removeParticipant(target.call, 'kicked', false);
      socket.emit(E.userKicked, { userId: str(payload.userId) ?? target.participant.userId });
      reply(ack, { ok: true });
    });

    onHost(E.disableUser, async (payload, ack) => {
      const target = targetOf(payload);
      const requested = str(payload.userId) ?? str(payload._id);
      const account = target
        ? await store.findAccount(target.participant.id)
        : requested
          ? await store.findAccount(requested)
          : null;
      if (!account || account.isHost || account.hostId !== me.id) {
        return reply(ack, { ok: false, error: 'User not found' });
      }
      // Deactivates and revokes; the data store reports it back as a notice (announced once either way).
      await store.disableUser(account.id);
      announceUserDisabled(account.id);
      if (!target)
        socket.emit(E.userDisabled, { userId: requested ?? account.userId, socketId: str(payload.socketId) });
      reply(ack, { ok: true });
    });

    const hostLeaves = (payload: Payload, reason: string) => {
      const meetingId = str(payload.meetingId) ?? str(payload.roomName) ?? findHostCall(me.id)?.meetingId;
      if (meetingId) endCall(meetingId, me.id, reason);
      // Dashboards of the host's users re-fetch the active call on this event (spec 02 §2).
      server.to(hostRoom(me.id)).emit(E.hostDisconnected, { meetingId, hostId: me.id, reason });
    };
    onHost(E.hostDisconnected, (payload) => hostLeaves(payload, 'host-disconnected'));

    // ---- user ----

    onUser(E.joinRoom, async (payload, ack) => {
      const roomName = str(payload.roomName) ?? str(payload.meetingId);
      const call = roomName ? await store.findActiveCall(roomName) : null;
      if (!call || call.status !== 'active' || call.hostId !== me.hostId) {
        socket.emit(E.roomNotFound, { roomName });
        return reply(ack, { ok: false, error: 'room-not-found' });
      }
      const state = calls.get(call.meetingId) ?? { meetingId: call.meetingId, hostId: call.hostId };
      calls.set(call.meetingId, state);
      const current = state.participant;
      if (current && current.socketId !== socket.id) {
        if (current.id !== me.id) {
          socket.emit(E.roomFull, { roomName: call.meetingId });
          return reply(ack, { ok: false, error: 'room-full' });
        }
        // The same user rejoining (another tab, a reload) replaces the older connection.
        removeParticipant(state, 'replaced');
      }
      const userName = str(payload.userName) ?? me.name;
      state.participant = { socketId: socket.id, id: me.id, userId: me.userId, userName };
      socket.join(callRoom(call.meetingId));
      toHost(state, E.userJoined, { userId: me.userId, userName, userMongoId: me.id, socketId: socket.id });
      socket.emit(E.roomJoined, { roomName: call.meetingId, meetingId: call.meetingId });
      reply(ack, { ok: true, meetingId: call.meetingId });
    });

    const myCall = () => findParticipantCall(socket.id);

    onUser(E.userToHostAnswer, (payload) => {
      const call = myCall();
      if (call)
        toHost(call, E.userToHostAnswer, { userId: me.userId, answer: payload.answer, socketId: socket.id });
    });
    onUser(E.userToHostIceCandidate, (payload) => {
      const call = myCall();
      if (call) {
        toHost(call, E.userToHostIceCandidate, {
          userId: me.userId,
          candidate: payload.candidate,
          socketId: socket.id,
        });
      }
    });
    onUser(E.userSpeaking, (payload) => {
      const call = myCall();
      if (!call) return;
      toHost(call, E.userSpeaking, {
        userName: str(payload.userName) ?? call.participant?.userName ?? me.name,
        userId: me.userId,
        _id: me.id,
        socketId: socket.id,
      });
    });
    onUser(E.userStoppedSpeaking, async (payload, ack) => {
      const call = myCall();
      const userData = asPayload(payload.userData);
      const userName = str(userData.userName) ?? call?.participant?.userName ?? me.name;
      if (call) {
        toHost(call, E.userStoppedSpeaking, {
          userData: { userName, userId: me.userId, _id: me.id },
          userId: me.userId,
          socketId: socket.id,
          hasAudio: typeof payload.audioData === 'string' && payload.audioData !== '',
        });
      }
      const audio = str(payload.audioData);
      // The recording is sent ~3 s after release; the call may have been left meanwhile, so the meeting
      // falls back to the one named in the payload.
      const meetingId = call?.meetingId ?? str(payload.meetingId) ?? str(userData.meetingId);
      if (!audio || !meetingId) return reply(ack, { ok: true, saved: false });
      await store.saveRecording({
        userId: me.id,
        userName,
        hostId: me.hostId,
        meetingId,
        audioBase64: audio.replace(/^data:[^,]*,/, ''),
      });
      reply(ack, { ok: true, saved: true });
    });

    const userLeaves = (reason: string) => {
      const call = myCall();
      if (call) removeParticipant(call, reason);
    };
    onUser(E.leaveRoom, () => userLeaves('left'));

    // leave-call comes from either role (spec 01 §4: on session invalidation, reason 'session-invalidated').
    onEvent(E.leaveCall, (payload) => {
      const body = asPayload(payload);
      if (isHost) hostLeaves(body, str(body.reason) ?? 'left');
      else userLeaves(str(body.reason) ?? 'left');
    });

    socket.on('disconnect', () => {
      log(`realtime: ${me.role} ${me.name} disconnected (${socket.id})`);
      if (isHost) {
        const call = findHostCall(me.id);
        if (call?.hostSocketId === socket.id) call.hostSocketId = undefined;
        return;
      }
      userLeaves('disconnected');
    });
  }

  return {
    authenticate: (auth: unknown) => {
      const token = asPayload(auth).token;
      return typeof token === 'string' && token !== '' ? store.authenticate(token) : Promise.resolve(null);
    },
    handleConnection,
    calls: () => calls,
    reset: () => calls.clear(),
    dispose: unsubscribe,
  };
}
