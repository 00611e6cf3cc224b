import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import FileAudio from 'lucide-react/icons/file-audio';
import type { KeyboardEvent, ReactNode } from 'react';
import { formatDuration } from '../lib/format';
import type { RecordingEntry } from '../lib/rules';

export interface RecordingRowProps {
  entry: RecordingEntry;
  level: number;
  active: boolean;
  /** Space on the focused row plays or pauses it. */
  onSpace: () => void;
  /** Play/Pause, Download and (host) Delete. */
  actions: ReactNode;
  /** The expanded player of the playing file. */
  children?: ReactNode;
}

/** A file: its Kolkata date-time, duration and actions; focusable so Space plays or pauses it. */
export function RecordingRow({ entry, level, active, onSpace, actions, children }: RecordingRowProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== ' ' || event.target !== event.currentTarget) return;
    event.preventDefault();
    onSpace();
  };
  return (
    <Stack
      role="group"
      aria-label={`Recording ${entry.title}`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      gap="0"
      ps={level * 6 + 2}
      pe="2"
      py="2"
      borderBottomWidth="1px"
      bg={active ? 'brand.subtle' : undefined}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
      data-testid="recording-row"
    >
      <HStack gap="3">
        <Box color="fg.muted" aria-hidden>
          <FileAudio size={18} />
        </Box>
        <Stack gap="0" flex="1" minW="0">
          <Text fontSize="sm" fontWeight="medium" truncate>
            {entry.title}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {formatDuration(entry.duration)} · {entry.name}
          </Text>
        </Stack>
        <HStack gap="1" flexShrink={0}>
          {actions}
        </HStack>
      </HStack>
      {children}
    </Stack>
  );
}
