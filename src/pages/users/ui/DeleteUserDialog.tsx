import { useUnit } from 'effector-react';
import { ConfirmDialog, useHeldWhileClosing } from '@/shared/ui';
import { $deleteTarget, $deletingUser, deleteUserCancelled, deleteUserConfirmed } from '../model/delete-user';

export function DeleteUserDialog() {
  const [requested, deleting, cancel, confirm] = useUnit([
    $deleteTarget,
    $deletingUser,
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
    />
  );
}
