import { REALTIME_EVENTS as E } from '../../../src/shared/api/schemas/realtime-events';
import { callHostRoom, callRoom, hostRoom } from '../rooms';
import { CALL_NOT_FOUND_MESSAGE, reply, type SocketContext } from '../socket-context';
import type { Ack } from '../types';

/**
 * Entering and leaving a call's room: the host opens its one live room and ends it; a sub-user joins the
 * room of its own host's active call (one participant at a time) and leaves it.
 */
export function registerCallRoomHandlers(context: SocketContext) {
  const { server, store, live, socket, me, isHost, on } = context;

  on(E.createRoom, 'host', async ({ roomName }, ack) => {
    const call = await store.findCall(roomName);
    if (!call || call.status !== 'active' || call.hostId !== me.id) {
      socket.emit(E.roomNotFound, { roomName });
      return reply(ack, { ok: false, message: 'room-not-found' });
    }
    // A host has one live room; a stale one (an ended call) goes away.
    const previous = live.findHostCall(me.id);
    if (previous && previous.meetingId !== call.meetingId)
      live.endCall(previous.meetingId, me.id, 'call-ended');
    const state = live.openCall(call.meetingId, me.id);
    state.hostSocketId = socket.id;
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
        mutedByHost: state.mutedUserIds.has(participant.id),
      });
    }
  });

  on(E.joinRoom, 'user', async ({ roomName }, ack) => {
    const call = await store.findCall(roomName);
    if (!call || call.status !== 'active' || call.hostId !== me.hostId) {
      socket.emit(E.roomNotFound, { roomName });
      return reply(ack, { ok: false, message: 'room-not-found' });
    }
    const state = live.openCall(call.meetingId, call.hostId);
    const current = state.participant;
    if (current && current.socketId !== socket.id) {
      if (current.id !== me.id) {
        socket.emit(E.roomFull, { roomName: call.meetingId });
        return reply(ack, { ok: false, message: 'room-full' });
      }
      // The same user rejoining (another tab, a reload) replaces the older connection.
      live.removeParticipant(state, 'replaced');
    }
    // The name shown to the host is the account's, never one sent by the client.
    const userName = me.name;
    live.seatParticipant(state, { socketId: socket.id, id: me.id, userId: me.userId, userName });
    socket.join(callRoom(call.meetingId));
    live.toHost(state, E.userJoined, {
      userId: me.userId,
      userName,
      userMongoId: me.id,
      socketId: socket.id,
      mutedByHost: state.mutedUserIds.has(me.id),
    });
    socket.emit(E.roomJoined, { roomName: call.meetingId, meetingId: call.meetingId });
    // The host's mute outlives a rejoin; the notice makes this connection's interface show it.
    if (state.mutedUserIds.has(me.id)) socket.emit(E.mutedByHost, { userId: me.userId });
    reply(ack, { ok: true, meetingId: call.meetingId });
  });

  /** The host ends its own room; a meeting id naming another host's call is refused. */
  const hostLeaves = async (meetingId: string | undefined, reason: string, ack: Ack | undefined) => {
    let owned = meetingId ?? live.findHostCall(me.id)?.meetingId;
    if (meetingId) {
      const running = live.calls.get(meetingId);
      const known = running ? { hostId: running.hostId, meetingId } : await store.findCall(meetingId);
      owned = known && known.hostId === me.id ? known.meetingId : undefined;
      if (!owned) return reply(ack, { ok: false, message: CALL_NOT_FOUND_MESSAGE });
    }
    if (owned) live.endCall(owned, me.id, reason);
    // Dashboards of the host's users re-fetch the active call on this event (spec 02 §2).
    server.to(hostRoom(me.id)).emit(E.hostDisconnected, { meetingId: owned, hostId: me.id, reason });
    reply(ack, { ok: true });
  };
  on(E.hostDisconnected, 'host', ({ meetingId }, ack) => hostLeaves(meetingId, 'host-disconnected', ack));

  on(E.leaveRoom, 'user', (_payload, ack) => {
    userLeaves(context, 'left');
    reply(ack, { ok: true });
  });

  // leave-call comes from either role (spec 01 §4: on session invalidation, reason 'session-invalidated').
  on(E.leaveCall, 'any', async ({ meetingId, reason }, ack) => {
    if (isHost) return hostLeaves(meetingId, reason ?? 'left', ack);
    userLeaves(context, reason ?? 'left');
    reply(ack, { ok: true });
  });
}

function userLeaves({ live, socket }: SocketContext, reason: string) {
  const call = live.findParticipantCall(socket.id);
  if (call) live.removeParticipant(call, reason);
}

/** A closed socket leaves its room: a host's call stays open for its reconnect, a participant is gone. */
export function leaveOnDisconnect(context: SocketContext) {
  const { live, socket, me, isHost } = context;
  if (isHost) {
    const call = live.findHostCall(me.id);
    if (call?.hostSocketId === socket.id) call.hostSocketId = undefined;
    return;
  }
  userLeaves(context, 'disconnected');
}
