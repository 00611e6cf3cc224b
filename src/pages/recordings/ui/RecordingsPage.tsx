import { Box } from '@chakra-ui/react';
import { FolderOpen } from 'lucide-react';
import { EmptyState } from '@/shared/ui';

/** The recordings browser arrives with the recordings work; until then the page explains where they go. */
export function RecordingsPage() {
  return (
    <Box borderWidth="1px" rounded="l3" bg="bg.panel" py="10">
      <EmptyState
        icon={<FolderOpen aria-hidden />}
        title="Recordings are on their way"
        description="Each speaking segment of your calls is saved on the server. Browsing, playing and downloading them here is the next part of the workspace we are building."
      />
    </Box>
  );
}
