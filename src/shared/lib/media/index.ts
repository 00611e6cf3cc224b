export {
  MICROPHONE_MESSAGES,
  CALL_AUDIO_CONSTRAINTS,
  MicrophoneError,
  queryMicrophonePermission,
  toMicrophoneError,
  openMicrophone,
  stopStream,
  setStreamEnabled,
} from './microphone';
export type { MicrophonePermission } from './microphone';
export { averageLevel, isSpeakingLevel, createLevelMeter } from './level';
export type { LevelMeter } from './level';
export { listAudioDevices, supportsOutputSelection, applyOutputDevice, isIOS } from './devices';
export type { AudioDevice, AudioDevices } from './devices';
