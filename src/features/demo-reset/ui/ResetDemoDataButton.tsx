import { useUnit } from 'effector-react';
import DatabaseBackup from 'lucide-react/icons/database-backup';
import { Button, ConfirmDialog } from '@/shared/ui';
import {
  $resetConfirmOpen,
  $resettingDemoData,
  demoResetAvailable,
  resetDemoDataCancelled,
  resetDemoDataClicked,
  resetDemoDataConfirmed,
} from '../model/reset';

/** 'Reset demo data' with its confirmation; renders nothing unless the backend runs in the browser. */
export function ResetDemoDataButton({ available = demoResetAvailable }: { available?: boolean }) {
  const [open, busy, click, cancel, confirm] = useUnit([
    $resetConfirmOpen,
    $resettingDemoData,
    resetDemoDataClicked,
    resetDemoDataCancelled,
    resetDemoDataConfirmed,
  ]);
  if (!available) return null;
  return (
    <>
      <Button variant="ghost" colorPalette="gray" justifyContent="flex-start" onClick={() => click()}>
        <DatabaseBackup aria-hidden /> Reset demo data
      </Button>
      <ConfirmDialog
        open={open}
        title="Reset demo data?"
        description="Everything created in this browser (users, calls, recordings, pictures and backgrounds) is replaced with the seeded data. Every open tab reloads and signs out."
        confirmLabel="Reset"
        tone="danger"
        isBusy={busy}
        onConfirm={() => confirm()}
        onClose={() => cancel()}
      />
    </>
  );
}
