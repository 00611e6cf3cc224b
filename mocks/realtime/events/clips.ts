import {
  REALTIME_EVENTS as E,
  RECORDING_INVALID_AUDIO_MESSAGE,
} from '../../../src/shared/api/schemas/realtime-events';
import { base64ToBytes } from '../../data/encoding';
import { inspectAudio } from '../audio';
import { userRoom } from '../rooms';
import { reply, type SocketContext } from '../socket-context';

const JOIN_BEFORE_RECORDING_MESSAGE = 'Join the call before sending a recording';

/**
 * The end of a participant's push-to-talk turn: the host hears it stopped, and the clip it carries is stored
 * as a recording once, in a meeting the account joined, and announced to every recordings list that shows it.
 */
export function registerClipHandlers({ server, store, live, storedClips, socket, me, on }: SocketContext) {
  on(E.userStoppedSpeaking, 'user', async ({ audioData, meetingId: named, clipId }, ack) => {
    const call = live.findParticipantCall(socket.id);
    if (call) {
      live.toHost(call, E.userStoppedSpeaking, {
        userData: { userName: me.name, userId: me.userId, _id: me.id },
        userId: me.userId,
        socketId: socket.id,
        hasAudio: audioData !== null,
      });
    }
    if (audioData === null) return reply(ack, { ok: true, saved: false });
    // The clip belongs to the room this socket is in; one sent after leaving (~3 s after release, or after
    // a reload, or from the outbox) may name a meeting this account left or saw end within the grace, never one
    // it was kicked from.
    const meetingId = call?.meetingId ?? (named && live.acceptsClip(me.id, named) ? named : undefined);
    if (!meetingId) return reply(ack, { ok: false, message: JOIN_BEFORE_RECORDING_MESSAGE });
    // The data store has the last word on whether the call exists (a reset forgets it).
    const stored = await store.findCall(meetingId);
    if (stored?.meetingId !== meetingId) {
      return reply(ack, { ok: false, message: JOIN_BEFORE_RECORDING_MESSAGE });
    }
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
}
