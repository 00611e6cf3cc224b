import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useGate } from 'effector-react';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link as RouterLink } from 'react-router';
import { ROUTES } from '@/shared/config';
import { MAIN_REGION } from '@/shared/ui';
import { RecordingBrowser } from './RecordingBrowser';
import { UserHeader } from '@/widgets/user-header';
import { UserRecordingsPageGate, userRecordings } from '../model/user-recordings-page';

/** /user-recordings (spec 02 §2, user variant): the sub-user's own clips by date; play and download. */
export function UserRecordingsPage() {
  useGate(UserRecordingsPageGate);
  return (
    <>
      <UserHeader />
      <Container {...MAIN_REGION} maxW="4xl" pt={{ base: '6', md: '10' }} pb={{ base: '20', md: '24' }}>
        <Stack gap="6">
          <Button asChild variant="ghost" alignSelf="start" size="sm">
            <RouterLink to={ROUTES.userDashboard}>
              <ArrowLeft aria-hidden /> Back
            </RouterLink>
          </Button>
          <Stack gap="0">
            <Heading as="h1" size="2xl">
              Your recordings
            </Heading>
            <Text color="fg.muted">What you said in calls, by date.</Text>
          </Stack>
          <RecordingBrowser browser={userRecordings} mode="user" />
        </Stack>
      </Container>
    </>
  );
}
