export {
  $recordingState,
  $recordingStartedAt,
  $recordingBusy,
  $recordingSaving,
  $lowStorageWarningOpen,
  recordingRoomEntered,
  recordingRoomLeft,
  recordingSourcesSet,
  autoRecordingPreferenceSet,
  recordingToggled,
  recordingStartRequested,
  recordingStopRequested,
  recordingSaveRequested,
  recordingDiscardRequested,
  recordingSettled,
  lowStorageConfirmed,
  lowStorageDismissed,
} from './model/recording';
export type { RecordingState, RecordingSources } from './model/recording';
export { RECORDING_MESSAGES, ACTIVE_RECORDING_LEAVE_TEXT } from './model/messages';
export { RecordingIndicator } from './ui/RecordingIndicator';
export { RecordButton } from './ui/RecordButton';
export { EndCallDialog } from './ui/EndCallDialog';
export type { EndCallDialogProps } from './ui/EndCallDialog';
export { SaveRecordingDialog } from './ui/SaveRecordingDialog';
export { LowStorageDialog } from './ui/LowStorageDialog';
export { RecordingRecovery } from './ui/RecordingRecovery';
