import { useUnit } from 'effector-react';
import { ConfirmDialog, useHeldWhileClosing } from '@/shared/ui';
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
  const shown = useHeldWhileClosing(target);
  return (
    <ConfirmDialog
      open={target !== null}
      title={shown ? deleteTitle(shown) : ''}
      description={shown ? deleteConfirmationText(shown) : ''}
      confirmLabel="Delete"
      tone="danger"
      isBusy={deleting}
      onConfirm={() => confirm()}
      onClose={() => cancel()}
    />
  );
}
