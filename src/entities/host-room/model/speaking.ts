// Who is speaking in the host room: participants' notices, the host's own microphone level, and the host's
// mute.
import { attach, sample } from 'effector';
import { REALTIME_EVENTS, realtimeEmitted } from '@/shared/api';
import { isSpeakingLevel } from '@/shared/lib/media';
import { $localStream, localMicEnabledSet, startLevelSampling } from '@/entities/microphone/@x/host-room';
import {
  $hostMuted,
  $hostSpeaking,
  $inRoom,
  $participants,
  $stopSampling,
  hostLevelSampled,
  hostMuteToggled,
  userSpeaking,
  userStoppedSpeaking,
} from './units';
import { updateParticipant } from '@/entities/call-room/@x/host-room';

$participants
  .on(userSpeaking, (list, ref) => updateParticipant(list, ref, { status: 'speaking' }))
  .on(userStoppedSpeaking, (list, ref) => updateParticipant(list, ref, { status: 'connected' }));

const startSamplingFx = attach({
  source: $stopSampling,
  effect: (previous, stream: MediaStream) => {
    previous?.();
    return startLevelSampling(stream, hostLevelSampled);
  },
});
// Created here, in its original place (creation order is wiring order); ending stops sampling with it.
export const stopSamplingFx = attach({ source: $stopSampling, effect: (stop) => stop?.() });
sample({
  clock: $localStream,
  source: $inRoom,
  filter: (inRoom, stream) => inRoom && stream !== null,
  fn: (_, stream) => stream as MediaStream,
  target: startSamplingFx,
});
sample({ clock: startSamplingFx.doneData, target: $stopSampling });

// Above 30 starts speaking, 30 or below ends it; nothing is sent as speaking while muted (spec 02 §4).
const speakingChanged = sample({
  clock: hostLevelSampled,
  source: { speaking: $hostSpeaking, muted: $hostMuted, inRoom: $inRoom },
  filter: ({ speaking, muted, inRoom }, level) => inRoom && speaking !== (!muted && isSpeakingLevel(level)),
  fn: ({ speaking }) => !speaking,
});
sample({ clock: speakingChanged, target: $hostSpeaking });
sample({
  clock: speakingChanged,
  fn: (speaking) => ({
    event: speaking ? REALTIME_EVENTS.hostSpeaking : REALTIME_EVENTS.hostStoppedSpeaking,
  }),
  target: realtimeEmitted,
});

$hostMuted.on(hostMuteToggled, (muted) => !muted);
sample({ clock: hostMuteToggled, source: $hostMuted, fn: (muted) => !muted, target: localMicEnabledSet });
sample({
  clock: hostMuteToggled,
  source: $hostMuted,
  filter: Boolean,
  fn: () => false,
  target: $hostSpeaking,
});
sample({
  clock: hostMuteToggled,
  source: $hostMuted,
  fn: (muted) => ({ event: muted ? REALTIME_EVENTS.hostMuted : REALTIME_EVENTS.hostUnmuted }),
  target: realtimeEmitted,
});
