import type { z } from 'zod';
import {
  REALTIME_CLIENT_PAYLOADS,
  realtimePayloadError,
  type RealtimeAck,
  type RealtimeClientEvent,
} from '../../src/shared/api/schemas/realtime';
import {
  REALTIME_EVENTS,
  RECORDING_INVALID_AUDIO_MESSAGE,
} from '../../src/shared/api/schemas/realtime-events';
import { base64ToBytes } from '../data/encoding';
import { inspectAudio } from './audio';
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
 * `handleConnection(socket)` with `socket.data.identity` set. Every incoming payload is parsed with the shared
 * realtime contract; identity always comes from the socket's session, never from a payload.
 */
export { REALTIME_EVENTS };

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

type ClientPayload<K extends RealtimeClientEvent> = z.output<(typeof REALTIME_CLIENT_PAYLOADS)[K]>;

const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';
const CALL_NOT_FOUND_MESSAGE = 'Call not found';
const USER_NOT_FOUND_MESSAGE = 'User not found';

function reply(ack: Ack | undefined, response: RealtimeAck & Record<string, unknown>) {
  if (typeof ack === 'function') ack(response);
}

export function createRealtimeLogic(
  server: RealtimeServer,
  store: RealtimeStore,
  options: { log?: (message: string) => void } = {},
): RealtimeLogic {
  const log = options.log ?? (() => {});
  const calls = new Map<string, CallState>();
  /** Meetings each account joined (`_id` → meetingIds): a clip sent after leaving may name only these. */
  const joinedMeetings = new Map<string, Set<string>>();
  /** Clip ids already stored per account, so a clip sent again after a lost acknowledgement is stored once. */
  const storedClips = new Map<string, Set<string>>();

  const findHostCall = (hostId: string): CallState | undefined => {
    for (const call of calls.values()) if (call.hostId === hostId) return call;
    return undefined;
  };

  const findParticipantCall = (socketId: string): CallState | undefined => {
    for (const call of calls.values()) if (call.participant?.socketId === socketId) return call;
    return undefined;
  };

  const matchesParticipant = (
    participant: Participant,
    target: { userId?: string; socketId?: string; _id?: string },
  ): boolean => {
    if (target.socketId && participant.socketId === target.socketId) return true;
    const ids = [target.userId, target._id].filter(Boolean);
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
    const call = calls.get(meetingId);
    // Only the owner's room is ended (callers pass the authenticated host's id).
    if (call && call.hostId !== hostId) return;
    server.to(callRoom(meetingId)).emit(E.hostDisconnected, { meetingId, hostId, reason });
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

  /**
   * Tells sockets their session ended (spec 01 §4) and closes them shortly after; after a logout they are
   * only closed (the client sees 'io server disconnect').
   */
  const invalidateSockets = (ids: string[], accountId: string, reason: string) => {
    for (const id of ids) {
      const socket = server.socketsById.get(id);
      if (reason === 'logout') continue;
      socket?.emit(E.sessionInvalidated, {
        userId: socket.data.identity?.userId ?? accountId,
        _id: accountId,
        reason,
      });
    }
    setTimeout(() => {
      for (const id of ids) server.socketsById.get(id)?.disconnect();
    }, FORCED_DISCONNECT_DELAY_MS);
  };

  const onNotice = (notice: BackendNotice) => {
    switch (notice.type) {
      case 'session-invalidated': {
        // Only the sockets of the ended session; a newer login's socket is left alone.
        const stale = server.socketsIn(userRoom(notice.accountId)).filter((id) => {
          const sid = server.socketsById.get(id)?.data.identity?.sid;
          return !sid || sid === notice.sid;
        });
        invalidateSockets(stale, notice.accountId, notice.reason);
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

    /**
     * Registers a handler for one client event: the sender's role is checked, the payload parsed with the
     * shared schema, and the session re-checked (a revoked one is closed); a refusal is acknowledged as
     * `{ ok: false, message }`, or sent as `realtime-error` when the client asked for no acknowledgement.
     */
    const on = <K extends RealtimeClientEvent>(
      event: K,
      access: 'host' | 'user' | 'any',
      handler: (payload: ClientPayload<K>, ack: Ack | undefined) => void | Promise<void>,
    ) => {
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
            invalidateSockets([socket.id], me.id, 'session-ended');
            return;
          }
          await handler(parsed.data as ClientPayload<K>, ack);
        })().catch((error: unknown) => {
          log(`realtime: ${event} failed: ${String(error)}`);
          refuse('Server error');
        });
      });
    };

    /** The host's own live call and its participant when the target names it. */
    const targetOf = (target: { userId?: string; socketId?: string; _id?: string }) => {
      const call = findHostCall(me.id);
      const participant = call?.participant;
      if (!call || !participant || !matchesParticipant(participant, target)) return undefined;
      return { call, participant, socket: server.socketsById.get(participant.socketId) };
    };

    // ---- host ----

    on(E.createRoom, 'host', async ({ roomName }, ack) => {
      const call = await store.findCall(roomName);
      if (!call || call.status !== 'active' || call.hostId !== me.id) {
        socket.emit(E.roomNotFound, { roomName });
        return reply(ack, { ok: false, message: 'room-not-found' });
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

    on(E.hostToUserOffer, 'host', (payload, ack) => {
      const target = targetOf(payload);
      if (!target) return reply(ack, { ok: false, message: USER_NOT_FOUND_MESSAGE });
      target.socket?.emit(E.hostToUserOffer, {
        offer: payload.offer,
        userId: target.participant.userId,
        hostId: me.id,
        meetingId: target.call.meetingId,
      });
      reply(ack, { ok: true });
    });

    on(E.sendIceCandidate, 'host', (payload, ack) => {
      const target = targetOf(payload);
      if (!target) return reply(ack, { ok: false, message: USER_NOT_FOUND_MESSAGE });
      target.socket?.emit(E.sendIceCandidate, { candidate: payload.candidate });
      reply(ack, { ok: true });
    });

    for (const event of [E.hostSpeaking, E.hostStoppedSpeaking, E.hostMuted, E.hostUnmuted] as const) {
      on(event, 'host', (_payload, ack) => {
        const call = findHostCall(me.id);
        if (!call) return reply(ack, { ok: false, message: CALL_NOT_FOUND_MESSAGE });
        server.to(callRoom(call.meetingId)).emit(event, { hostId: me.id, userName: me.name });
        reply(ack, { ok: true });
      });
    }

    on(E.userMutedByHost, 'host', (payload, ack) => {
      const target = targetOf(payload);
      if (!target) return reply(ack, { ok: false, message: USER_NOT_FOUND_MESSAGE });
      target.socket?.emit(E.mutedByHost, { userId: target.participant.userId });
      reply(ack, { ok: true });
    });
    on(E.userUnmutedByHost, 'host', (payload, ack) => {
      const target = targetOf(payload);
      if (!target) return reply(ack, { ok: false, message: USER_NOT_FOUND_MESSAGE });
      target.socket?.emit(E.unmutedByHost, { userId: target.participant.userId });
      reply(ack, { ok: true });
    });

    on(E.kickUser, 'host', (payload, ack) => {
      const target = targetOf(payload);
      if (!target) return reply(ack, { ok: false, message: USER_NOT_FOUND_MESSAGE });
      target.socket?.emit(E.kickedFromCall, { meetingId: target.call.meetingId });
      removeParticipant(target.call, 'kicked', false);
      socket.emit(E.userKicked, { userId: payload.userId ?? target.participant.userId });
      reply(ack, { ok: true });
    });

    on(E.disableUser, 'host', async (payload, ack) => {
      const target = targetOf(payload);
      const requested = payload.userId ?? payload._id;
      const account = target
        ? await store.findAccount(target.participant.id)
        : requested
          ? await store.findAccount(requested)
          : null;
      if (!account || account.isHost || account.hostId !== me.id) {
        return reply(ack, { ok: false, message: USER_NOT_FOUND_MESSAGE });
      }
      // Deactivates and revokes; the data store reports it back as a notice (announced once either way).
      await store.disableUser(account.id);
      announceUserDisabled(account.id);
      if (!target)
        socket.emit(E.userDisabled, { userId: requested ?? account.userId, socketId: payload.socketId });
      reply(ack, { ok: true });
    });

    /** The host ends its own room; a meeting id naming another host's call is refused. */
    const hostLeaves = async (meetingId: string | undefined, reason: string, ack: Ack | undefined) => {
      let owned = meetingId ?? findHostCall(me.id)?.meetingId;
      if (meetingId) {
        const live = calls.get(meetingId);
        const known = live ? { hostId: live.hostId, meetingId } : await store.findCall(meetingId);
        owned = known && known.hostId === me.id ? known.meetingId : undefined;
        if (!owned) return reply(ack, { ok: false, message: CALL_NOT_FOUND_MESSAGE });
      }
      if (owned) endCall(owned, me.id, reason);
      // Dashboards of the host's users re-fetch the active call on this event (spec 02 §2).
      server.to(hostRoom(me.id)).emit(E.hostDisconnected, { meetingId: owned, hostId: me.id, reason });
      reply(ack, { ok: true });
    };
    on(E.hostDisconnected, 'host', ({ meetingId }, ack) => hostLeaves(meetingId, 'host-disconnected', ack));

    // ---- user ----

    on(E.joinRoom, 'user', async ({ roomName }, ack) => {
      const call = await store.findCall(roomName);
      if (!call || call.status !== 'active' || call.hostId !== me.hostId) {
        socket.emit(E.roomNotFound, { roomName });
        return reply(ack, { ok: false, message: 'room-not-found' });
      }
      const state = calls.get(call.meetingId) ?? { meetingId: call.meetingId, hostId: call.hostId };
      calls.set(call.meetingId, state);
      const current = state.participant;
      if (current && current.socketId !== socket.id) {
        if (current.id !== me.id) {
          socket.emit(E.roomFull, { roomName: call.meetingId });
          return reply(ack, { ok: false, message: 'room-full' });
        }
        // The same user rejoining (another tab, a reload) replaces the older connection.
        removeParticipant(state, 'replaced');
      }
      // The name shown to the host is the account's, never one sent by the client.
      const userName = me.name;
      state.participant = { socketId: socket.id, id: me.id, userId: me.userId, userName };
      const joined = joinedMeetings.get(me.id) ?? new Set<string>();
      joined.add(call.meetingId);
      joinedMeetings.set(me.id, joined);
      socket.join(callRoom(call.meetingId));
      toHost(state, E.userJoined, { userId: me.userId, userName, userMongoId: me.id, socketId: socket.id });
      socket.emit(E.roomJoined, { roomName: call.meetingId, meetingId: call.meetingId });
      reply(ack, { ok: true, meetingId: call.meetingId });
    });

    const myCall = () => findParticipantCall(socket.id);

    on(E.userToHostAnswer, 'user', ({ answer }, ack) => {
      const call = myCall();
      if (!call) return reply(ack, { ok: false, message: CALL_NOT_FOUND_MESSAGE });
      toHost(call, E.userToHostAnswer, { userId: me.userId, answer, socketId: socket.id });
      reply(ack, { ok: true });
    });
    on(E.userToHostIceCandidate, 'user', ({ candidate }, ack) => {
      const call = myCall();
      if (!call) return reply(ack, { ok: false, message: CALL_NOT_FOUND_MESSAGE });
      toHost(call, E.userToHostIceCandidate, { userId: me.userId, candidate, socketId: socket.id });
      reply(ack, { ok: true });
    });
    on(E.userSpeaking, 'user', (_payload, ack) => {
      const call = myCall();
      if (!call) return reply(ack, { ok: false, message: CALL_NOT_FOUND_MESSAGE });
      toHost(call, E.userSpeaking, { userName: me.name, userId: me.userId, _id: me.id, socketId: socket.id });
      reply(ack, { ok: true });
    });
    on(E.userStoppedSpeaking, 'user', async ({ audioData, meetingId: named, clipId }, ack) => {
      const call = myCall();
      if (call) {
        toHost(call, E.userStoppedSpeaking, {
          userData: { userName: me.name, userId: me.userId, _id: me.id },
          userId: me.userId,
          socketId: socket.id,
          hasAudio: audioData !== null,
        });
      }
      if (audioData === null) return reply(ack, { ok: true, saved: false });
      // The clip belongs to the room this socket is in; one sent after leaving (~3 s after release, or after
      // a reconnect) may name a meeting only if this account joined it.
      const meetingId =
        call?.meetingId ?? (named && joinedMeetings.get(me.id)?.has(named) ? named : undefined);
      if (!meetingId) return reply(ack, { ok: false, message: 'Join the call before sending a recording' });
      const seen = storedClips.get(me.id) ?? new Set<string>();
      if (clipId && seen.has(clipId)) return reply(ack, { ok: true, saved: true });
      const bytes = base64ToBytes(audioData);
      const audio = inspectAudio(bytes);
      if (!audio) return reply(ack, { ok: false, message: RECORDING_INVALID_AUDIO_MESSAGE });
      const saved = await store.saveRecording({ ownerId: me.id, hostId: me.hostId, meetingId, bytes, audio });
      if (!saved.ok) return reply(ack, saved);
      if (clipId) {
        seen.add(clipId);
        storedClips.set(me.id, seen);
      }
      reply(ack, { ok: true, saved: true });
      // The recorder's own sessions and its host's (the host's account room, not the tenant's, which every
      // sub-user is in), so a recordings list open anywhere shows the clip without a refresh.
      server.to([userRoom(me.id), userRoom(me.hostId)]).emit(E.recordingAdded, { meetingId, ownerId: me.id });
    });

    const userLeaves = (reason: string) => {
      const call = myCall();
      if (call) removeParticipant(call, reason);
    };
    on(E.leaveRoom, 'user', (_payload, ack) => {
      userLeaves('left');
      reply(ack, { ok: true });
    });

    // leave-call comes from either role (spec 01 §4: on session invalidation, reason 'session-invalidated').
    on(E.leaveCall, 'any', async ({ meetingId, reason }, ack) => {
      if (isHost) return hostLeaves(meetingId, reason ?? 'left', ack);
      userLeaves(reason ?? 'left');
      reply(ack, { ok: true });
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
      const token = auth && typeof auth === 'object' ? (auth as { token?: unknown }).token : undefined;
      return typeof token === 'string' && token !== '' ? store.authenticate(token) : Promise.resolve(null);
    },
    handleConnection,
    calls: () => calls,
    reset: () => calls.clear(),
    dispose: unsubscribe,
  };
}
