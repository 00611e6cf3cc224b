import { Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { useRef } from 'react';
import { Button, Dialog } from '@/shared/ui';
import {
  $recordingBusy,
  $recordingSaving,
  $recordingState,
  recordingDiscardRequested,
  recordingSaveRequested,
} from '../model/recording';

/**
 * After the host stops a recording during the call: save it as MP3 or discard it. Closing the dialog
 * without choosing keeps it; End Call asks again.
 */
export function SaveRecordingDialog({ suppressed = false }: { suppressed?: boolean }) {
  const [state, saving, busy, save, discard] = useUnit([
    $recordingState,
    $recordingSaving,
    $recordingBusy,
    recordingSaveRequested,
    recordingDiscardRequested,
  ]);
  const saveRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={state === 'stopped' && !suppressed}
      onClose={() => undefined}
      hideCloseButton
      title="Save recording?"
      size="sm"
      isBusy={busy}
      initialFocusRef={saveRef}
      footer={
        <>
          <Button variant="outline" colorPalette="red" onClick={discard} disabled={busy}>
            Discard Recording
          </Button>
          <Button
            ref={saveRef}
            colorPalette="brand"
            onClick={save}
            disabled={busy}
            loading={saving}
            loadingText="Saving..."
          >
            Save Recording
          </Button>
        </>
      }
    >
      <Text color="fg.muted">
        The recording is stopped and kept on this device until you save or discard it.
      </Text>
    </Dialog>
  );
}
