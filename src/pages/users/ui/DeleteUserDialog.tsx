import { useUnit } from 'effector-react';
import { ConfirmDialog, useHeldWhileClosing } from '@/shared/ui';
import {
  $deleteTarget,
  $deletingUser,
  $userDeleted,
  deleteUserCancelled,
  deleteUserConfirmed,
} from '../model/delete-user';

/** `focusAfterDelete`: where focus goes once the user is deleted, as the row that opened the dialog goes. */
export function DeleteUserDialog({ focusAfterDelete }: { focusAfterDelete: () => HTMLElement | null }) {
  const [requested, deleting, deleted, cancel, confirm] = useUnit([
    $deleteTarget,
    $deletingUser,
    $userDeleted,
    deleteUserCancelled,
    deleteUserConfirmed,
  ]);
  const target = useHeldWhileClosing(requested);
  return (
    <ConfirmDialog
      open={requested !== null}
      title="Delete User"
      description={
        target
          ? `Delete ${target.name} (${target.userId})? They will no longer be able to sign in. This cannot be undone.`
          : undefined
      }
      confirmLabel="Delete"
      tone="danger"
      isBusy={deleting}
      onConfirm={confirm}
      onClose={cancel}
      finalFocus={() => (deleted ? focusAfterDelete() : null)}
    />
  );
}
