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
}

export interface CallState {
  meetingId: string;
  hostId: string;
  hostSocketId?: string;
  participant?: Participant;
  /**
   * Accounts (`_id`) the host muted: their push-to-talk presses are refused until the host unmutes them. Kept
   * per account, not per connection, so joining again (a second tab, a repeated join-room) does not unmute.
   */
  mutedUserIds: Set<string>;
}

/**
 * How long after leaving (or the call's end) a clip may still name the meeting: it is sent 3 s after release
 * (spec 02), so the last words before the host ends the call arrive after the end, and the app's outbox sends
 * one whose tab closed first when the app opens again, which may be the next day.
 */
export const CLIP_GRACE_MS = 24 * 60 * 60 * 1000;

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
  /**
   * Meetings each account may send a clip to (`_id` → meetingId → until when, ms since the epoch): open while
   * it is in the room, for `CLIP_GRACE_MS` after a plain leave or the call's end, and closed at once by a kick
   * or a disable.
   */
  const clipWindows = new Map<string, Map<string, number>>();

  const openClipWindow = (accountId: string, meetingId: string, until = Infinity) => {
    const windows = clipWindows.get(accountId) ?? new Map<string, number>();
    windows.set(meetingId, until);
    clipWindows.set(accountId, windows);
  };

  const closeClipWindow = (accountId: string, meetingId: string) => {
    const windows = clipWindows.get(accountId);
    windows?.delete(meetingId);
    if (windows?.size === 0) clipWindows.delete(accountId);
  };

  /** Whether a clip from the account may still be stored in the meeting (its live room aside). */
  const acceptsClip = (accountId: string, meetingId: string): boolean => {
    const until = clipWindows.get(accountId)?.get(meetingId);
    if (until === undefined) return false;
    if (Date.now() <= until) return true;
    closeClipWindow(accountId, meetingId);
    return false;
  };

  /** The live state of an active call, created when its host or participant is the first to arrive. */
  const openCall = (meetingId: string, hostId: string): CallState => {
    const existing = calls.get(meetingId);
    if (existing) return existing;
    const state: CallState = { meetingId, hostId, mutedUserIds: new Set() };
    calls.set(meetingId, state);
    return state;
  };

  /** Seats the account's connection as the call's participant. */
  const seatParticipant = (call: CallState, participant: Participant) => {
    call.participant = participant;
    openClipWindow(participant.id, call.meetingId);
  };

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

  /**
   * Takes the participant out of the room. After a plain leave its last clip may still be on its way; a kick
   * or a disable (`final`) ends its part in the call at once.
   */
  const removeParticipant = (
    call: CallState,
    reason: string,
    { notifyHost = true, final = false }: { notifyHost?: boolean; final?: boolean } = {},
  ) => {
    const participant = call.participant;
    if (!participant) return;
    call.participant = undefined;
    if (final) closeClipWindow(participant.id, call.meetingId);
    else openClipWindow(participant.id, call.meetingId, Date.now() + CLIP_GRACE_MS);
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
      // The participant's last clip may still be on its way: it is kept, within the grace.
      removeParticipant(call, reason, { notifyHost: false });
      for (const socketId of server.socketsIn(callHostRoom(meetingId))) {
        server.socketsById.get(socketId)?.leave(callHostRoom(meetingId));
      }
      calls.delete(meetingId);
    }
  };

  /** Forgets every live room and clip window (after the data store is reseeded). */
  const reset = () => {
    calls.clear();
    clipWindows.clear();
  };

  return {
    calls,
    openCall,
    seatParticipant,
    acceptsClip,
    findHostCall,
    findParticipantCall,
    targetOf,
    toHost,
    removeParticipant,
    endCall,
    reset,
  };
}

export type LiveCalls = ReturnType<typeof createLiveCalls>;
