export {
  deleteRequested,
  deleteCancelled,
  deleteConfirmed,
  deleteRefused,
  recordingsDeleted,
  deleteFailed,
  deleteConfirmationText,
  $deleteTarget,
  $deleting,
  ONLY_HOSTS_DELETE_RECORDINGS,
  ONLY_HOSTS_DELETE_FOLDERS,
} from './model/delete';
export type { DeleteTarget, DeleteOutcome } from './model/delete';
export { DeleteButton } from './ui/DeleteButton';
export { DeleteRecordingDialog } from './ui/DeleteRecordingDialog';
