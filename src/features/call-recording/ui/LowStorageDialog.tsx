import { Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { ConfirmDialog } from '@/shared/ui';
import { $lowStorageWarningOpen, lowStorageConfirmed, lowStorageDismissed } from '../model/recording';

/** Asked before a recording starts when the device has room for less than an hour of it. */
export function LowStorageDialog() {
  const [open, confirm, dismiss] = useUnit([
    $lowStorageWarningOpen,
    lowStorageConfirmed,
    lowStorageDismissed,
  ]);
  return (
    <ConfirmDialog
      open={open}
      title="Low storage"
      description={
        <Text as="span">
          This device has room for less than an hour of recording. Free up space, or record anyway: the
          recording stops being written when storage runs out.
        </Text>
      }
      confirmLabel="Record anyway"
      cancelLabel="Cancel"
      onConfirm={confirm}
      onClose={dismiss}
    />
  );
}
