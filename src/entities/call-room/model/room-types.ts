import type { REALTIME_EVENTS, RealtimeServerPayload } from '@/shared/api';

type Events = typeof REALTIME_EVENTS;

export type UserJoinedPayload = RealtimeServerPayload<Events['userJoined']>;

/**
 * What the rooms match a participant by: the ids and names a participant notice of the contract may carry
 * (each notice's type fits it), none of them certain.
 */
export interface ParticipantRef {
  userId?: string;
  userMongoId?: string;
  _id?: string;
  userName?: string;
  socketId?: string;
  userData?: { userName?: string; userId?: string; _id?: string };
}

/** A participant tile in the host room (spec 02 §3). `key` is the connection (socket) id. */
export interface RoomParticipant {
  key: string;
  userId: string;
  userName: string;
  userMongoId: string | null;
  status: 'connected' | 'speaking';
  muted: boolean;
}

export type HostStatus = 'connected' | 'speaking' | 'muted';

/** Why a user's room ended with a notice (each has its own dialog). */
export type RoomEndNotice =
  'kicked' | 'disabled' | 'host-ended' | 'room-full' | 'room-not-found' | 'relay-missing';

export const ROOM_NOTICE_TEXT: Record<RoomEndNotice, string> = {
  kicked: 'You have been kicked from the call',
  disabled: 'Your account has been disabled',
  'host-ended': 'Host has ended the call',
  'room-full': 'This call already has a participant. Please try again later.',
  'room-not-found': 'Call room not found. The call may have ended.',
  'relay-missing': 'This device needs a relay server to join calls',
};

/**
 * A toast a room asks its page for: the tone and the spec's text. Rooms never toast themselves; the page
 * shows it (entities hold the rules, pages own redirects and toasts).
 */
export interface RoomNotice {
  tone: 'success' | 'error' | 'info' | 'warning';
  text: string;
}

/** Where a room's page goes when the room is left, and whether the room's history entry is replaced. */
export type { RoomExit } from '@/entities/open-room/@x/call-room';
