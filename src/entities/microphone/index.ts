// The microphone a call room speaks with: permission, acquire and release, input and output devices, its
// level, whether the outgoing track carries sound, and the red banner for its problems (spec 02 §2, §4, §8).
export {
  micRequested,
  micReleased,
  inputDeviceSelected,
  outputDeviceSelected,
  localMicEnabledSet,
  microphoneSourceSet,
  reacquireMicFx,
  $localStream,
  $micError,
  $micOpening,
  $localMicEnabled,
  $inputDeviceId,
  $outputDeviceId,
} from './model/microphone';
export type { MicrophoneSource } from './model/microphone';
export { MicrophoneBanner } from './ui/MicrophoneBanner';
