import { useUnit } from 'effector-react';
import { ConfirmDialog, useHeldWhileClosing } from '@/shared/ui';
import {
  $deleteTarget,
  $deleting,
  $recordingsRemoved,
  deleteCancelled,
  deleteConfirmationText,
  deleteConfirmed,
  deleteTitle,
} from '../model/delete';

/**
 * The one confirmation of every recordings delete (file, date folder, user folder). `focusAfterDelete`: where
 * focus goes once the delete is done, as the row that opened the dialog goes.
 */
export function DeleteRecordingDialog({ focusAfterDelete }: { focusAfterDelete: () => HTMLElement | null }) {
  const [target, deleting, removed, cancel, confirm] = useUnit([
    $deleteTarget,
    $deleting,
    $recordingsRemoved,
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
      finalFocus={() => (removed ? focusAfterDelete() : null)}
    />
  );
}
