import { Box } from '@chakra-ui/react';
import { Settings } from 'lucide-react';
import { EmptyState } from '@/shared/ui';

/** Profile and subscription settings arrive with the profile work; the layout already shows the plan state. */
export function SettingsPage() {
  return (
    <Box borderWidth="1px" rounded="l3" bg="bg.panel" py="10">
      <EmptyState
        icon={<Settings aria-hidden />}
        title="Settings are on their way"
        description="Editing your name, e-mail, password, picture and call background, and renewing your plan, will live here. For renewals today, use Renew Plan in the sidebar or contact us."
      />
    </Box>
  );
}
