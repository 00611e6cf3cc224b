import { Box, Stack, Text } from '@chakra-ui/react';
import { useGate } from 'effector-react';
import { useRef } from 'react';
import { RecordingBrowser } from './RecordingBrowser';
import { RecordingsPageGate, hostRecordings } from '../model/recordings-page';

/** /recordingsPage (spec 02 §2): the host's recordings by user, date and file. */
export function RecordingsPage() {
  useGate(RecordingsPageGate);
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <Stack gap="5">
      <Box>
        <Text as="h2" ref={headingRef} tabIndex={-1} fontSize="xl" fontWeight="semibold">
          Recordings
        </Text>
        <Text color="fg.muted" fontSize="sm">
          Every clip your users recorded in calls, by user and date.
        </Text>
      </Box>
      <RecordingBrowser browser={hostRecordings} mode="host" focusAfterDelete={() => headingRef.current} />
    </Stack>
  );
}
