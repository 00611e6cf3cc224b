import { REALTIME_EVENTS as E } from '../../../src/shared/api/schemas/realtime-events';
import { CALL_NOT_FOUND_MESSAGE, USER_NOT_FOUND_MESSAGE, reply, type SocketContext } from '../socket-context';

/**
 * WebRTC signalling between the host and its participant: the host's offer and ICE candidates go to the
 * participant it names, the participant's answer and candidates to its room's host.
 */
export function registerSignallingHandlers({ live, socket, me, on }: SocketContext) {
  on(E.hostToUserOffer, 'host', (payload, ack) => {
    const target = live.targetOf(me.id, payload);
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
    const target = live.targetOf(me.id, payload);
    if (!target) return reply(ack, { ok: false, message: USER_NOT_FOUND_MESSAGE });
    target.socket?.emit(E.sendIceCandidate, { candidate: payload.candidate });
    reply(ack, { ok: true });
  });

  on(E.userToHostAnswer, 'user', ({ answer }, ack) => {
    const call = live.findParticipantCall(socket.id);
    if (!call) return reply(ack, { ok: false, message: CALL_NOT_FOUND_MESSAGE });
    live.toHost(call, E.userToHostAnswer, { userId: me.userId, answer, socketId: socket.id });
    reply(ack, { ok: true });
  });

  on(E.userToHostIceCandidate, 'user', ({ candidate }, ack) => {
    const call = live.findParticipantCall(socket.id);
    if (!call) return reply(ack, { ok: false, message: CALL_NOT_FOUND_MESSAGE });
    live.toHost(call, E.userToHostIceCandidate, { userId: me.userId, candidate, socketId: socket.id });
    reply(ack, { ok: true });
  });
}
