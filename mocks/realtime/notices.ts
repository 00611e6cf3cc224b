import { REALTIME_EVENTS as E } from '../../src/shared/api/schemas/realtime-events';
import type { LiveCalls } from './live-calls';
import type { Revocation } from './revocation';
import { hostRoom, userRoom } from './rooms';
import type { BackendNotice, RealtimeServer, RealtimeStore } from './types';

/**
 * Mirrors what the REST side announces to the sockets it concerns: ended sessions and disabled users are
 * revoked, and a tenant's dashboards learn about calls starting and ending and about new notifications.
 * Returns the unsubscribe.
 */
export function forwardBackendNotices(
  server: RealtimeServer,
  store: RealtimeStore,
  live: LiveCalls,
  revocation: Revocation,
): () => void {
  const onNotice = (notice: BackendNotice) => {
    switch (notice.type) {
      case 'session-invalidated': {
        // Only the sockets of the ended session; a newer login's socket is left alone.
        const stale = server.socketsIn(userRoom(notice.accountId)).filter((id) => {
          const sid = server.socketsById.get(id)?.data.identity?.sid;
          return !sid || sid === notice.sid;
        });
        revocation.invalidateSockets(stale, notice.accountId, notice.reason);
        return;
      }
      case 'user-disabled':
        revocation.announceUserDisabled(notice.accountId);
        return;
      case 'call-started': {
        const payload = { callId: notice.callId, meetingId: notice.meetingId, hostId: notice.hostId };
        server.to(hostRoom(notice.hostId)).emit(E.callStarted, payload);
        server.to(hostRoom(notice.hostId)).emit(E.activeCallUpdated, { ...payload, status: 'active' });
        return;
      }
      case 'call-ended': {
        live.endCall(notice.meetingId, notice.hostId, 'call-ended');
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
  return store.subscribe(onNotice);
}
