import { Box, Grid, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import FileAudio from 'lucide-react/icons/file-audio';
import type { KeyboardEvent, ReactNode } from 'react';
import { formatDuration, formatRecordingTime } from '../lib/format';
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

/**
 * A file: its Kolkata time and duration first (its date folder already says the day), then its full date-time,
 * which the actions are named after; focusable so Space plays or pauses it. Nothing is cut off: on a phone the
 * text wraps and the actions go under it.
 */
export function RecordingRow({ entry, level, active, onSpace, actions, children }: RecordingRowProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== ' ' || event.target !== event.currentTarget) return;
    event.preventDefault();
    onSpace();
  };
  const time = formatRecordingTime(entry.createdAt);
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
      <Grid
        templateColumns={{ base: 'auto minmax(0, 1fr)', sm: 'auto minmax(0, 1fr) auto' }}
        columnGap="3"
        rowGap="1"
        alignItems="center"
      >
        <Box color="fg.muted" aria-hidden>
          <FileAudio size={18} />
        </Box>
        {/* The stored file name (a UTC timestamp) is there on hover; the row shows Kolkata time. */}
        <Stack gap="0" minW="0" title={entry.name}>
          <Text fontSize="sm" fontWeight="medium">
            {time ? <time dateTime={entry.createdAt}>{time}</time> : null}
            <Text as="span" color="fg.muted" fontWeight="normal">
              {time ? <span aria-hidden> · </span> : null}
              <VisuallyHidden>{time ? ', ' : ''}duration </VisuallyHidden>
              {formatDuration(entry.duration)}
            </Text>
          </Text>
          <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
            {entry.title}
          </Text>
        </Stack>
        <HStack gap="1" gridColumn={{ base: '2', sm: 'auto' }} ms={{ base: '-2', sm: '0' }}>
          {actions}
        </HStack>
      </Grid>
      {children}
    </Stack>
  );
}
