import { REALTIME_EVENTS as E } from '../../src/shared/api/schemas/realtime-events';
import type { LiveCalls } from './live-calls';
import { userRoom } from './rooms';
import type { RealtimeServer } from './types';

/** Time given to a client to handle a notice before the server closes its socket. */
export const FORCED_DISCONNECT_DELAY_MS = 300;

/**
 * Ends an account's live sockets everywhere at once: a revoked session or a disabled user is told why, taken
 * out of any room, and closed shortly after.
 */
export function createRevocation(server: RealtimeServer, live: LiveCalls) {
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
    for (const call of live.calls.values()) {
      const participant = call.participant;
      if (participant?.id !== accountId) continue;
      live.removeParticipant(call, 'disabled', { notifyHost: false, final: true });
      live.toHost(call, E.userDisabled, { userId: participant.userId, socketId: participant.socketId });
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

  return { announceUserDisabled, invalidateSockets };
}

export type Revocation = ReturnType<typeof createRevocation>;
