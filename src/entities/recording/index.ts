export {
  fetchHostRecordings,
  fetchUserRecordings,
  deleteRecording,
  deleteRecordingFolder,
  fetchRecordingBlob,
} from './api/recordings';
export {
  FAILED_TO_FETCH_RECORDINGS,
  FAILED_TO_DELETE_RECORDING,
  FAILED_TO_DELETE_FOLDER,
  FAILED_TO_DOWNLOAD_RECORDING,
  INVALID_RECORDING_DATA,
} from './api/messages';
export {
  recordingDayKey,
  formatRecordingDateTime,
  formatRecordingDay,
  formatDuration,
  recordingNameDate,
  recordingTitle,
} from './lib/format';
export {
  RECORDING_PERIODS,
  RECORDING_SORTS,
  hostEntries,
  userEntries,
  countRecordings,
  periodMatcher,
  searchMatcher,
  selectRecordings,
  groupRecordings,
  inScope,
  meetingFoldersIn,
} from './lib/rules';
export type {
  RecordingPeriod,
  RecordingSort,
  RecordingEntry,
  RecordingDateFolder,
  RecordingUserFolder,
  RecordingQuery,
  RecordingScope,
  HostRecordings,
  UserRecordings,
} from './lib/rules';
export type { RecordingFile, RecordingFolder } from '@/shared/api';
export { createRecordingsBrowser, RECORDING_FOLDERS_PAGE } from './model/browser';
export type { RecordingsBrowser, RecordingsBrowserOptions } from './model/browser';
export { RecordingsToolbar } from './ui/RecordingsToolbar';
export type { RecordingsToolbarProps } from './ui/RecordingsToolbar';
export { FolderRow } from './ui/FolderRow';
export type { FolderRowProps } from './ui/FolderRow';
export { RecordingRow } from './ui/RecordingRow';
export type { RecordingRowProps } from './ui/RecordingRow';
