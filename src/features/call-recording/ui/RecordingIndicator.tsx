import { Box, HStack, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { formatElapsed } from '@/shared/lib/recording';
import { $recordingStartedAt, $recordingState } from '../model/recording';
import { useElapsed } from './use-elapsed';

/** Header badge while the call is being recorded: a pulsing dot and the elapsed time. */
export function RecordingIndicator() {
  const [state, startedAt] = useUnit([$recordingState, $recordingStartedAt]);
  const elapsed = useElapsed(state === 'recording' ? startedAt : null);
  if (state !== 'recording') return null;
  return (
    <HStack
      gap="1.5"
      px="2.5"
      py="1"
      borderRadius="full"
      bg="red.subtle"
      color="red.fg"
      fontSize="sm"
      fontWeight="semibold"
      data-testid="recording-indicator"
    >
      <Box
        aria-hidden
        boxSize="2"
        borderRadius="full"
        bg="red.solid"
        animation="pulse 1.6s ease-in-out infinite"
        css={{ '@media (prefers-reduced-motion: reduce)': { animation: 'none' } }}
      />
      <Text as="span">REC</Text>
      {/* role=timer is not announced on every tick; the record control announces start and stop. */}
      <Text
        as="span"
        role="timer"
        aria-label={`Recording time ${formatElapsed(elapsed)}`}
        fontVariantNumeric="tabular-nums"
      >
        {formatElapsed(elapsed)}
      </Text>
    </HStack>
  );
}
