export { recordingFileName, formatElapsed } from './naming';
export { startMixRecorder, prepareMixRecorder, preloadMixRecorder } from './recorder-on-demand';
export type { MixRecorder, PreparedMixRecorder, FinishedRecording } from './mix-recorder';
export { deleteStoredRecording, supportsRecordingFiles } from './recording-files';
export {
  listUnfinishedRecordings,
  readUnfinishedRecording,
  readUnfinishedParts,
} from './unfinished-recordings';
export type { StoredRecording, RecordingKind } from './recording-files';
export { RECORDINGS_DIRECTORY, recordingLockName } from './protocol';
export {
  requestPersistentStorage,
  isStorageLowForRecording,
  RECORDING_BYTES_PER_HOUR,
} from './storage-health';
