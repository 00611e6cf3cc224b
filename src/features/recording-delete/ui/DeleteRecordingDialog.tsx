import { useUnit } from 'effector-react';
import { ConfirmDialog } from '@/shared/ui';
import {
  $deleteTarget,
  $deleting,
  deleteCancelled,
  deleteConfirmationText,
  deleteConfirmed,
  deleteTitle,
} from '../model/delete';

/** The one confirmation of every recordings delete (file, date folder, user folder). */
export function DeleteRecordingDialog() {
  const [target, deleting, cancel, confirm] = useUnit([
    $deleteTarget,
    $deleting,
    deleteCancelled,
    deleteConfirmed,
  ]);
  return (
    <ConfirmDialog
      open={target !== null}
      title={target ? deleteTitle(target) : ''}
      description={target ? deleteConfirmationText(target) : ''}
      confirmLabel="Delete"
      tone="danger"
      isBusy={deleting}
      onConfirm={() => confirm()}
      onClose={() => cancel()}
    />
  );
}
