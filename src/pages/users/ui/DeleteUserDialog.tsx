import { useUnit } from 'effector-react';
import { ConfirmDialog } from '@/shared/ui';
import { $deleteTarget, $deletingUser, deleteUserCancelled, deleteUserConfirmed } from '../model/delete-user';

export function DeleteUserDialog() {
  const [target, deleting, cancel, confirm] = useUnit([
    $deleteTarget,
    $deletingUser,
    deleteUserCancelled,
    deleteUserConfirmed,
  ]);
  return (
    <ConfirmDialog
      open={target !== null}
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
