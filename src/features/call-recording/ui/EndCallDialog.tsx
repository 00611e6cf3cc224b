import { Stack, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { useRef } from 'react';
import { Button, Dialog } from '@/shared/ui';
import {
  $recordingSaving,
  $recordingBusy,
  $recordingState,
  recordingDiscardRequested,
  recordingSaveRequested,
} from '../model/recording';

export interface EndCallDialogProps {
  open: boolean;
  /** Ends the call (after the recording was saved or discarded, the page's model calls it too). */
  onEndCall: () => void;
  onClose: () => void;
  /** The call is being ended. */
  ending?: boolean;
}

/**
 * End Call confirmation (spec 02 §2): with a recording, 'Save Recording & End Call' or 'Discard Recording
 * & End Call'; without one, only End Call. Every button is disabled while saving.
 */
export function EndCallDialog({ open, onEndCall, onClose, ending = false }: EndCallDialogProps) {
  const [state, saving, busy, save, discard] = useUnit([
    $recordingState,
    $recordingSaving,
    $recordingBusy,
    recordingSaveRequested,
    recordingDiscardRequested,
  ]);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const hasRecording = state !== 'idle';
  const locked = ending || busy;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="End Call"
      role="alertdialog"
      size="sm"
      isBusy={locked}
      initialFocusRef={cancelRef}
      footer={
        <Stack
          direction={{ base: 'column', sm: hasRecording ? 'column' : 'row' }}
          w="full"
          justify="flex-end"
          gap="2"
        >
          {hasRecording ? (
            <>
              <Button
                colorPalette="brand"
                onClick={save}
                disabled={locked}
                loading={saving}
                loadingText="Saving recording..."
              >
                Save Recording & End Call
              </Button>
              <Button colorPalette="red" variant="outline" onClick={discard} disabled={locked}>
                Discard Recording & End Call
              </Button>
            </>
          ) : (
            <Button
              colorPalette="red"
              onClick={onEndCall}
              disabled={locked}
              loading={ending}
              loadingText="End Call"
            >
              End Call
            </Button>
          )}
          <Button ref={cancelRef} variant="outline" colorPalette="gray" onClick={onClose} disabled={locked}>
            Cancel
          </Button>
        </Stack>
      }
    >
      <Text color="fg.muted">
        {hasRecording
          ? 'Are you sure you want to end this call? Save the recording to keep it, or discard it.'
          : 'Are you sure you want to end this call? Everyone in it will be disconnected.'}
      </Text>
    </Dialog>
  );
}
