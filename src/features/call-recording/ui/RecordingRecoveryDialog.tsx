import { HStack, Stack, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { formatShortDateTime } from '@/shared/lib';
import { formatElapsed } from '@/shared/lib/recording';
import { Button, Dialog } from '@/shared/ui';
import {
  $recoveryBusyId,
  $recoveryOpen,
  $unfinishedRecordings,
  recoveryChecked,
  recoveryDismissed,
  unfinishedDiscardClicked,
  unfinishedSaveClicked,
} from '../model/recovery';

/** Lists recordings left unfinished by a closed or crashed tab, each with Save and Discard. */
export function RecordingRecoveryDialog() {
  const [open, list, busyId, check, dismiss, save, discard] = useUnit([
    $recoveryOpen,
    $unfinishedRecordings,
    $recoveryBusyId,
    recoveryChecked,
    recoveryDismissed,
    unfinishedSaveClicked,
    unfinishedDiscardClicked,
  ]);
  useEffect(() => {
    check();
  }, [check]);
  return (
    <Dialog
      open={open}
      onClose={dismiss}
      title="Unsaved recordings"
      isBusy={busyId !== null}
      footer={
        <Button variant="outline" colorPalette="gray" onClick={dismiss} disabled={busyId !== null}>
          Later
        </Button>
      }
    >
      <Text color="fg.muted" mb="4">
        Parley closed while these calls were being recorded. Everything up to the last second written was
        kept.
      </Text>
      <Stack as="ul" gap="3" listStyleType="none">
        {list.map((recording) => {
          const date = formatShortDateTime(new Date(recording.startedAt).toISOString());
          const length = formatElapsed(recording.durationMs);
          return (
            <HStack
              as="li"
              key={recording.id}
              justify="space-between"
              gap="3"
              borderWidth="1px"
              borderRadius="md"
              p="3"
              wrap="wrap"
            >
              <Stack gap="0">
                <Text fontWeight="medium">{date}</Text>
                <Text fontSize="sm" color="fg.muted">
                  Length {length}
                </Text>
              </Stack>
              <HStack gap="2">
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  aria-label={`Discard recording of ${date}`}
                  onClick={() => discard(recording.id)}
                  disabled={busyId !== null}
                >
                  Discard
                </Button>
                <Button
                  size="sm"
                  colorPalette="brand"
                  aria-label={`Save recording of ${date}`}
                  onClick={() => save(recording.id)}
                  disabled={busyId !== null}
                  loading={busyId === recording.id}
                >
                  Save
                </Button>
              </HStack>
            </HStack>
          );
        })}
      </Stack>
    </Dialog>
  );
}
