// The host's controls over one participant: mute or unmute, kick, disable (spec 02 §4). The room keeps the
// participant list; this model tells the server and the host.
import { createEvent, sample } from 'effector';
import { $participants, participantMuteSet } from '@/entities/host-room';
import { type RoomParticipant } from '@/entities/call-room';
import { REALTIME_EVENTS, realtimeEmitted } from '@/shared/api';
import { toastFx } from '@/shared/ui';

/** A participant's mute button (its connection key). */
export const participantMuteToggled = createEvent<string>();
/** Kick and disable, once the host confirmed them (widgets/participant-grid asks first). */
export const participantKickRequested = createEvent<string>();
export const participantDisableRequested = createEvent<string>();

const findParticipant = (list: RoomParticipant[], key: string) =>
  list.find((item) => item.key === key) ?? null;

const muteTarget = sample({
  clock: participantMuteToggled,
  source: $participants,
  filter: (list, key) => findParticipant(list, key) !== null,
  fn: (list, key) => findParticipant(list, key) as RoomParticipant,
});
sample({
  clock: muteTarget,
  fn: (participant) => ({
    event: participant.muted ? REALTIME_EVENTS.userUnmutedByHost : REALTIME_EVENTS.userMutedByHost,
    // Spec 02 §7: mute and unmute carry the bare User ID (kick and disable carry {userId, socketId}).
    payload: participant.userId,
  }),
  target: realtimeEmitted,
});
sample({
  clock: muteTarget,
  fn: (participant) => ({ key: participant.key, muted: !participant.muted }),
  target: participantMuteSet,
});

for (const [clock, event, text] of [
  [participantKickRequested, REALTIME_EVENTS.kickUser, 'User kicked from call'],
  [participantDisableRequested, REALTIME_EVENTS.disableUser, 'User disabled'],
] as const) {
  const target = sample({ clock, source: $participants, fn: (list, key) => findParticipant(list, key) });
  sample({
    clock: target,
    filter: (participant) => participant === null,
    fn: () => ({ tone: 'error' as const, text: 'User not found' }),
    target: toastFx,
  });
  const found = sample({ clock: target, filter: (participant) => participant !== null });
  sample({
    clock: found,
    fn: (participant) => ({ event, payload: { userId: participant?.userId, socketId: participant?.key } }),
    target: realtimeEmitted,
  });
  sample({ clock: found, fn: () => ({ tone: 'success' as const, text }), target: toastFx });
}
