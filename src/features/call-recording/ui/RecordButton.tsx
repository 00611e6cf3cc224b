import { VisuallyHidden } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import Circle from 'lucide-react/icons/circle';
import Square from 'lucide-react/icons/square';
import { Button } from '@/shared/ui';
import { $recordingBusy, $recordingState, recordingToggled } from '../model/recording';

const ANNOUNCEMENTS = { idle: '', recording: 'Recording started', stopped: 'Recording stopped' } as const;

/** The footer's record/stop control (a toggle button; its state changes are announced). */
export function RecordButton({ disabled = false }: { disabled?: boolean }) {
  const [state, busy, toggle] = useUnit([$recordingState, $recordingBusy, recordingToggled]);
  const recording = state === 'recording';
  return (
    <>
      <Button
        variant={recording ? 'solid' : 'outline'}
        colorPalette={recording ? 'red' : 'gray'}
        onClick={toggle}
        disabled={disabled || busy || state === 'stopped'}
        loading={busy}
        loadingText={recording ? 'Stopping...' : 'Starting...'}
      >
        {recording ? <Square aria-hidden /> : <Circle aria-hidden />}
        {recording ? 'Stop Recording' : 'Record'}
      </Button>
      <VisuallyHidden aria-live="polite">{ANNOUNCEMENTS[state]}</VisuallyHidden>
    </>
  );
}
