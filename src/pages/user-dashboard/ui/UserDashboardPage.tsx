import { Box, Center, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useGate, useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { $user } from '@/entities/user';
import { USER_DASHBOARD_PULL } from '@/shared/config';
import { FULL_BLEED, PullToRefresh, Spinner, MAIN_REGION } from '@/shared/ui';
import { UserHeader } from '@/widgets/user-header';
import { $userActiveCall } from '../model/active-call';
import { $firstLoadDone, refreshDashboardFx, tabBecameVisible } from '../model/dashboard';
import { UserDashboardGate } from '../model/gate';
import { ActiveCallCard } from './ActiveCallCard';
import { NotificationsPanel } from './NotificationsPanel';
import { RecordingsPanel } from './RecordingsPanel';

/** Tells the model when the tab is shown again (notifications reload, spec 01 §9). */
function useTabShown(onShown: () => void) {
  useEffect(() => {
    const listener = () => {
      if (document.visibilityState === 'visible') onShown();
    };
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  }, [onShown]);
}

/**
 * /user-dashboard (spec 02 §2): header with bell and profile menu, the Active Call card, the recordings
 * total, notifications (a panel from md up, a full-screen list below) and pull-to-refresh on phones.
 */
export function UserDashboardPage() {
  useGate(UserDashboardGate, {});
  const [user, call, loaded, refresh, shown] = useUnit([
    $user,
    $userActiveCall,
    $firstLoadDone,
    refreshDashboardFx,
    tabBecameVisible,
  ]);
  useTabShown(shown);
  const panelHeading = useRef<HTMLHeadingElement>(null);

  return (
    <Box minH="100dvh" bg="bg.subtle" {...FULL_BLEED}>
      <UserHeader panelRef={panelHeading} />
      <PullToRefresh onRefresh={() => refresh()} {...USER_DASHBOARD_PULL}>
        <Container {...MAIN_REGION} maxW="5xl" pt={{ base: '6', md: '8' }} pb={{ base: '20', md: '24' }}>
          <Stack gap="6">
            <Stack gap="1">
              <Heading as="h1" size="2xl">
                Welcome{user?.name ? `, ${user.name}` : ''}
              </Heading>
              <Text color="fg.muted">Join your host&apos;s call when it is live.</Text>
            </Stack>
            {loaded ? (
              <Grid templateColumns={{ base: '1fr', md: '3fr 2fr' }} gap="6" alignItems="start">
                <Stack gap="6">
                  {call ? (
                    <ActiveCallCard call={call} />
                  ) : (
                    <Text color="fg.muted" role="status">
                      No active call right now.
                    </Text>
                  )}
                  <RecordingsPanel />
                </Stack>
                <Box display={{ base: 'none', md: 'block' }}>
                  <NotificationsPanel headingRef={panelHeading} />
                </Box>
              </Grid>
            ) : (
              <Center py="16">
                <Spinner label="Loading your dashboard" showLabel />
              </Center>
            )}
          </Stack>
        </Container>
      </PullToRefresh>
    </Box>
  );
}
