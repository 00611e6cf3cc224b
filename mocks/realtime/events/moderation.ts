import { REALTIME_EVENTS as E } from '../../../src/shared/api/schemas/realtime-events';
import { USER_NOT_FOUND_MESSAGE, reply, type SocketContext } from '../socket-context';

/**
 * The host's controls over its own call's participant: mute and unmute, kick, and disable the account. A
 * target that is not in the host's live room (or, to disable, not one of the host's users) is not found.
 */
export function registerModerationHandlers({ store, live, revocation, socket, me, on }: SocketContext) {
  on(E.userMutedByHost, 'host', (payload, ack) => {
    const target = live.targetOf(me.id, payload);
    if (!target) return reply(ack, { ok: false, message: USER_NOT_FOUND_MESSAGE });
    target.call.mutedUserIds.add(target.participant.id);
    target.socket?.emit(E.mutedByHost, { userId: target.participant.userId });
    reply(ack, { ok: true });
  });

  on(E.userUnmutedByHost, 'host', (payload, ack) => {
    const target = live.targetOf(me.id, payload);
    if (!target) return reply(ack, { ok: false, message: USER_NOT_FOUND_MESSAGE });
    target.call.mutedUserIds.delete(target.participant.id);
    target.socket?.emit(E.unmutedByHost, { userId: target.participant.userId });
    reply(ack, { ok: true });
  });

  on(E.kickUser, 'host', (payload, ack) => {
    const target = live.targetOf(me.id, payload);
    if (!target) return reply(ack, { ok: false, message: USER_NOT_FOUND_MESSAGE });
    target.socket?.emit(E.kickedFromCall, { meetingId: target.call.meetingId });
    live.removeParticipant(target.call, 'kicked', { notifyHost: false, final: true });
    socket.emit(E.userKicked, { userId: payload.userId ?? target.participant.userId });
    reply(ack, { ok: true });
  });

  on(E.disableUser, 'host', async (payload, ack) => {
    const target = live.targetOf(me.id, payload);
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
    revocation.announceUserDisabled(account.id);
    if (!target)
      socket.emit(E.userDisabled, { userId: requested ?? account.userId, socketId: payload.socketId });
    reply(ack, { ok: true });
  });
}
