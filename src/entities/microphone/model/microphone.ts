import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import {
  MICROPHONE_MESSAGES,
  openMicrophone,
  queryMicrophonePermission,
  setStreamEnabled,
  stopStream,
  toMicrophoneError,
  type MicrophonePermission,
} from '@/shared/lib/media';

/**
 * The local microphone a call room speaks with (spec 02 §4, §8): permission state, the spec's messages for the red
 * banner, input/output device choice. `openMicFx` is the only place touching getUserMedia, so stories and
 * tests replace its handler to show granted or denied states.
 */
export const micRequested = createEvent();
export const micReleased = createEvent();
export const inputDeviceSelected = createEvent<string>();
export const outputDeviceSelected = createEvent<string>();
/** Whether the outgoing track should carry sound (host: not muted; user: holding to speak). */
export const localMicEnabledSet = createEvent<boolean>();

export const queryMicPermissionFx = createEffect(queryMicrophonePermission);
/** Replaces getUserMedia (stories, demos): a function returning the stream for a device id, or null for the real one. */
export type MicrophoneSource = (deviceId: string | null) => Promise<MediaStream>;
export const microphoneSourceSet = createEvent<MicrophoneSource | null>();
export const $microphoneSource = createStore<MicrophoneSource | null>(null, { serialize: 'ignore' }).on(
  microphoneSourceSet,
  (_, source) => source,
);
export const openMicFx = attach({
  source: $microphoneSource,
  effect: (source, deviceId: string | null) => (source ? source(deviceId) : openMicrophone(deviceId)),
});
const stopStreamFx = createEffect((stream: MediaStream | null) => stopStream(stream));
const applyMicEnabledFx = createEffect(
  ({ stream, enabled }: { stream: MediaStream | null; enabled: boolean }) =>
    setStreamEnabled(stream, enabled),
);

export const $localStream = createStore<MediaStream | null>(null, { serialize: 'ignore' });
export const $micPermission = createStore<MicrophonePermission>('unknown');
export const $micError = createStore<string | null>(null);
export const $micOpening = openMicFx.pending;
export const $localMicEnabled = createStore(false);
export const $inputDeviceId = createStore<string | null>(null);
export const $outputDeviceId = createStore<string | null>(null);
/** Opens the chosen input again (a track the OS or an unplugged device ended); the new stream replaces the old one. */
export const reacquireMicFx = attach({ source: $inputDeviceId, effect: openMicFx });

/**
 * Whether a room holds the microphone, from its request to its release. getUserMedia can settle after the room
 * released it (a permission prompt answered after Leave, a slow device): that stream is stopped at once, so the
 * browser's microphone indicator never stays on outside a call.
 */
const $micWanted = createStore(false)
  .on(micRequested, () => true)
  .reset(micReleased);

sample({ clock: micRequested, target: queryMicPermissionFx });
sample({ clock: queryMicPermissionFx.doneData, target: $micPermission });
$micError.on(queryMicPermissionFx.fail, () => MICROPHONE_MESSAGES.checkFailed);
sample({
  clock: queryMicPermissionFx.doneData,
  filter: (permission) => permission === 'prompt',
  fn: () => MICROPHONE_MESSAGES.required,
  target: $micError,
});
sample({
  clock: queryMicPermissionFx.finally,
  source: $inputDeviceId,
  filter: $micWanted,
  target: openMicFx,
});

$inputDeviceId.on(inputDeviceSelected, (_, id) => id);
$outputDeviceId.on(outputDeviceSelected, (_, id) => id);
sample({ clock: inputDeviceSelected, filter: $micWanted, target: openMicFx });

// A new stream replaces (and stops) the previous one; its tracks follow the wanted enabled state.
const openedForRoom = sample({ clock: openMicFx.doneData, filter: $micWanted });
sample({ clock: openMicFx.doneData, filter: $micWanted.map((wanted) => !wanted), target: stopStreamFx });
sample({ clock: openedForRoom, source: $localStream, filter: Boolean, target: stopStreamFx });
sample({ clock: openedForRoom, target: $localStream });
$micError.reset(openMicFx.done);
$micPermission.on(openMicFx.done, () => 'granted');
$micError.on(openMicFx.failData, (_, error) => toMicrophoneError(error).message);
$micPermission.on(openMicFx.failData, (current, error) => {
  const { permission } = toMicrophoneError(error);
  return permission === 'unknown' ? current : permission;
});

$localMicEnabled.on(localMicEnabledSet, (_, enabled) => enabled);
sample({
  clock: [$localStream, $localMicEnabled],
  source: { stream: $localStream, enabled: $localMicEnabled },
  target: applyMicEnabledFx,
});

// Stop the tracks of the stream held at release time, then clear the store in the same step (a reset on
// `micReleased` itself would run first and leave the microphone live; a reset after the effect could wipe a
// microphone opened meanwhile).
const releaseFx = createEffect((stream: MediaStream | null) => stopStream(stream));
const streamReleased = sample({ clock: micReleased, source: $localStream });
sample({ clock: streamReleased, target: releaseFx });
$localStream.reset(streamReleased);
$micError.reset(micReleased);
$localMicEnabled.reset(micReleased);
