import { Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import Circle from 'lucide-react/icons/circle';
import Square from 'lucide-react/icons/square';
import { Button } from '@/shared/ui';
import { $recordingBusy, $recordingState, recordingToggled } from '../model/recording';

const ANNOUNCEMENTS = { idle: '', recording: 'Recording started', stopped: 'Recording stopped' } as const;

/**
 * The footer's record/stop control (a toggle button; its state changes are announced). While it starts, stops
 * or waits for the save dialog it is aria-disabled rather than disabled: it keeps the focus of the keyboard
 * user who pressed it, and the save dialog returns focus to it. The model ignores presses meanwhile.
 */
export function RecordButton({ disabled = false }: { disabled?: boolean }) {
  const [state, busy, toggle] = useUnit([$recordingState, $recordingBusy, recordingToggled]);
  const recording = state === 'recording';
  const unavailable = busy || state === 'stopped';
  return (
    <>
      <Button
        variant={recording ? 'solid' : 'outline'}
        colorPalette={recording ? 'red' : 'gray'}
        onClick={() => {
          if (!unavailable) toggle();
        }}
        disabled={disabled}
        aria-disabled={unavailable || undefined}
        aria-busy={busy || undefined}
      >
        {busy ? (
          <Spinner size="sm" aria-hidden />
        ) : recording ? (
          <Square aria-hidden />
        ) : (
          <Circle aria-hidden />
        )}
        {busy ? (recording ? 'Stopping...' : 'Starting...') : recording ? 'Stop Recording' : 'Record'}
      </Button>
      <VisuallyHidden aria-live="polite">{ANNOUNCEMENTS[state]}</VisuallyHidden>
    </>
  );
}
