// The host's controls over one participant: mute or unmute, kick, disable.
import { sample } from 'effector';
import { REALTIME_EVENTS, realtimeEmitted } from '@/shared/api';
import { updateParticipant } from '../room-participants';
import type { RoomParticipant } from '../room-types';
import {
  $participants,
  hostRoomNoticeRaised,
  participantDisableRequested,
  participantKickRequested,
  participantMuteToggled,
} from './units';

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
    payload: { userId: participant.userId, socketId: participant.key },
  }),
  target: realtimeEmitted,
});
$participants.on(muteTarget, (list, participant) =>
  updateParticipant(list, { socketId: participant.key }, { muted: !participant.muted }),
);

for (const [clock, event, text] of [
  [participantKickRequested, REALTIME_EVENTS.kickUser, 'User kicked from call'],
  [participantDisableRequested, REALTIME_EVENTS.disableUser, 'User disabled'],
] as const) {
  const target = sample({ clock, source: $participants, fn: (list, key) => findParticipant(list, key) });
  sample({
    clock: target,
    filter: (participant) => participant === null,
    fn: () => ({ tone: 'error' as const, text: 'User not found' }),
    target: hostRoomNoticeRaised,
  });
  const found = sample({ clock: target, filter: (participant) => participant !== null });
  sample({
    clock: found,
    fn: (participant) => ({ event, payload: { userId: participant?.userId, socketId: participant?.key } }),
    target: realtimeEmitted,
  });
  sample({ clock: found, fn: () => ({ tone: 'success' as const, text }), target: hostRoomNoticeRaised });
}
