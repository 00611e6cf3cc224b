import { Box, Stack, Text } from '@chakra-ui/react';
import { useGate } from 'effector-react';
import { RecordingBrowser } from './RecordingBrowser';
import { RecordingsPageGate, hostRecordings } from '../model/recordings-page';

/** /recordingsPage (spec 02 §2): the host's recordings by user, date and file. */
export function RecordingsPage() {
  useGate(RecordingsPageGate);
  return (
    <Stack gap="5">
      <Box>
        <Text as="h2" fontSize="xl" fontWeight="semibold">
          Recordings
        </Text>
        <Text color="fg.muted" fontSize="sm">
          Every clip your users recorded in calls, by user and date.
        </Text>
      </Box>
      <RecordingBrowser browser={hostRecordings} mode="host" />
    </Stack>
  );
}
