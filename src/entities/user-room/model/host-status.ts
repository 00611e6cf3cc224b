// What the user sees of the host (speaking, muted) and the host's mute on the user's own microphone.
import { sample } from 'effector';
import { localMicEnabledSet } from '@/entities/microphone/@x/user-room';
import {
  $hostStatus,
  $mutedByHost,
  hostMuted,
  hostSpeaking,
  hostStoppedSpeaking,
  hostUnmuted,
  mutedByHost,
  unmutedByHost,
} from './units';

$hostStatus
  .on(hostSpeaking, (status) => (status === 'muted' ? status : 'speaking'))
  .on(hostStoppedSpeaking, (status) => (status === 'muted' ? status : 'connected'))
  .on(hostMuted, () => 'muted')
  .on(hostUnmuted, () => 'connected');

// Muted by the host: the microphone goes off at once (push-to-talk is released by its feature).
$mutedByHost.on(mutedByHost, () => true).on(unmutedByHost, () => false);
sample({ clock: mutedByHost, fn: () => false, target: localMicEnabledSet });
