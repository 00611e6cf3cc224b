import { REALTIME_EVENTS as E } from '../../src/shared/api/schemas/realtime-events';
import { callHostRoom, callRoom } from './rooms';
import type { RealtimeServer } from './types';

interface Participant {
  socketId: string;
  /** `_id` of the sub-user. */
  id: string;
  /** Public User ID. */
  userId: string;
  userName: string;
  /** Muted by the host: its push-to-talk presses are refused until the host unmutes it. */
  mutedByHost?: boolean;
}

export interface CallState {
  meetingId: string;
  hostId: string;
  hostSocketId?: string;
  participant?: Participant;
}

/** How a host's event names its participant: any of these may be given. */
export interface ParticipantTarget {
  userId?: string;
  socketId?: string;
  _id?: string;
}

const matchesParticipant = (participant: Participant, target: ParticipantTarget): boolean => {
  if (target.socketId && participant.socketId === target.socketId) return true;
  const ids = [target.userId, target._id].filter(Boolean);
  return ids.some((id) => id === participant.userId || id === participant.id);
};

/**
 * The live rooms: which host socket and which participant each active call has. Only the realtime logic
 * holds this; the data store knows calls, not who is connected to them.
 */
export function createLiveCalls(server: RealtimeServer) {
  const calls = new Map<string, CallState>();
  /** Meetings each account joined (`_id` → meetingIds): a clip sent after leaving may name only these. */
  const joinedMeetings = new Map<string, Set<string>>();

  const findHostCall = (hostId: string): CallState | undefined => {
    for (const call of calls.values()) if (call.hostId === hostId) return call;
    return undefined;
  };

  const findParticipantCall = (socketId: string): CallState | undefined => {
    for (const call of calls.values()) if (call.participant?.socketId === socketId) return call;
    return undefined;
  };

  /** The host's own live call and its participant when the target names it. */
  const targetOf = (hostId: string, target: ParticipantTarget) => {
    const call = findHostCall(hostId);
    const participant = call?.participant;
    if (!call || !participant || !matchesParticipant(participant, target)) return undefined;
    return { call, participant, socket: server.socketsById.get(participant.socketId) };
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

  return {
    calls,
    joinedMeetings,
    findHostCall,
    findParticipantCall,
    targetOf,
    toHost,
    removeParticipant,
    endCall,
  };
}

export type LiveCalls = ReturnType<typeof createLiveCalls>;
