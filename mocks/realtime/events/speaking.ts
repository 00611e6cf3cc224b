import { REALTIME_EVENTS as E } from '../../../src/shared/api/schemas/realtime-events';
import { callRoom } from '../rooms';
import { CALL_NOT_FOUND_MESSAGE, MUTED_BY_HOST_MESSAGE, reply, type SocketContext } from '../socket-context';

/**
 * Who is talking: the host's speaking and mute state goes to its call's participant, a participant's
 * push-to-talk press to its host. The release, which carries the clip, is in `clips.ts`.
 */
export function registerSpeakingHandlers({ server, live, socket, me, on }: SocketContext) {
  for (const event of [E.hostSpeaking, E.hostStoppedSpeaking, E.hostMuted, E.hostUnmuted] as const) {
    on(event, 'host', (_payload, ack) => {
      const call = live.findHostCall(me.id);
      if (!call) return reply(ack, { ok: false, message: CALL_NOT_FOUND_MESSAGE });
      server.to(callRoom(call.meetingId)).emit(event, { hostId: me.id, userName: me.name });
      reply(ack, { ok: true });
    });
  }

  on(E.userSpeaking, 'user', (_payload, ack) => {
    const call = live.findParticipantCall(socket.id);
    if (!call) return reply(ack, { ok: false, message: CALL_NOT_FOUND_MESSAGE });
    // The host's mute is the speaking permission: a muted participant's press is not passed on. (Its clip,
    // sent after a release that the mute itself may have forced, is still stored: it was spoken before.)
    if (call.mutedUserIds.has(me.id)) return reply(ack, { ok: false, message: MUTED_BY_HOST_MESSAGE });
    live.toHost(call, E.userSpeaking, {
      userName: me.name,
      userId: me.userId,
      _id: me.id,
      socketId: socket.id,
    });
    reply(ack, { ok: true });
  });
}
