import { Box, Card, Center, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useGate, useUnit } from 'effector-react';
import { Activity } from 'react';
import AlertTriangle from 'lucide-react/icons/alert-triangle';
import Phone from 'lucide-react/icons/phone';
import UserCheck from 'lucide-react/icons/user-check';
import UserPlus from 'lucide-react/icons/user-plus';
import Users from 'lucide-react/icons/users';
import { $subscriptionStatus } from '@/entities/subscription';
import { ExpiringCallDialog, NewCallButton } from '@/features/start-call';
import { CredentialsDialog, UserFormDialog, userFormOpened } from '@/features/user-form';
import { REFRESH_LOADER_DELAY_MS } from '@/shared/config';
import { formatShortDateTime } from '@/shared/lib';
import { Button, EmptyState, lazyPart, OptionalPart, PullToRefresh, Spinner, StatCard } from '@/shared/ui';
import { renewPlanClicked } from '@/features/renew-subscription';
import {
  $dailyStats,
  $dashboardLoaded,
  $dashboardStats,
  $initialLoader,
  $recentActivity,
  DashboardGate,
  loadDashboardFx,
} from '../model/dashboard';
import { CallsChart } from './CallsChart';
import { ExpiringSoonDialog, TrialWelcomeDialog } from './DashboardModals';
import { NetworkStatusCard } from './NetworkStatusCard';

/** Small screens only: the sidebar's subscription box is not visible there. */
function SubscriptionBanner() {
  const [status, renew] = useUnit([$subscriptionStatus, renewPlanClicked]);
  if (status.status === 'active') return null;
  const expired = !status.isActive;
  return (
    <Box
      display={{ base: 'block', md: 'none' }}
      role="status"
      borderWidth="1px"
      borderRadius="l3"
      p="3"
      borderColor={expired ? 'red.muted' : 'orange.muted'}
      bg={expired ? 'red.subtle' : 'orange.subtle'}
    >
      <HStack justify="space-between" gap="3">
        <HStack gap="2" color={expired ? 'red.fg' : 'orange.fg'}>
          <AlertTriangle size={18} aria-hidden />
          <Text fontWeight="semibold" fontSize="sm">
            {expired ? 'Subscription Expired' : `Expires in ${status.hoursRemaining} hours`}
          </Text>
        </HStack>
        <Button size="sm" colorPalette={expired ? 'red' : 'brand'} onClick={() => renew()}>
          Renew Plan
        </Button>
      </HStack>
    </Box>
  );
}

function RecentActivity() {
  const [items, loaded] = useUnit([$recentActivity, $dashboardLoaded]);
  if (!loaded) return <Spinner label="Loading activity" />;
  if (items.length === 0) {
    return <EmptyState title="No activity yet" description="New calls and users will show up here." />;
  }
  return (
    <Stack as="ol" gap="0" listStyleType="none" aria-label="Recent activity">
      {items.map((item) => (
        <HStack as="li" key={item.id} gap="3" py="2.5" borderBottomWidth="1px" borderColor="border.muted">
          <Center
            boxSize="8"
            borderRadius="full"
            bg={item.type === 'call' ? 'brand.subtle' : 'green.subtle'}
            color={item.type === 'call' ? 'brand.fg' : 'green.fg'}
            flexShrink={0}
            aria-hidden
          >
            {item.type === 'call' ? <Phone size={16} /> : <UserPlus size={16} />}
          </Center>
          <Stack gap="0" minW="0">
            <Text fontSize="sm" truncate>
              {item.description}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {formatShortDateTime(item.timestamp)}
            </Text>
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}

// The recording feature's code (the recovery of recordings a closed tab left on disk among it) loads once the
// dashboard shows instead of with it.
const recordingRecovery = lazyPart(() =>
  import('@/features/call-recording').then(({ RecordingRecovery }) => RecordingRecovery),
);

/** /dashboard (spec 01 §2): quick actions, stats, network status, activity and analytics. */
export function DashboardPage() {
  useGate(DashboardGate);
  const initial = useUnit($initialLoader);
  // The page renders behind the initial loader, in React's idle time: the loader's end then shows what is built
  // instead of building the whole page in one long task.
  return (
    <>
      {initial && (
        <Center py="24">
          <Spinner label="Loading dashboard" showLabel size="lg" />
        </Center>
      )}
      <Activity mode={initial ? 'hidden' : 'visible'}>
        <DashboardContent />
      </Activity>
      {!initial && <OptionalPart part={recordingRecovery} />}
    </>
  );
}

function DashboardContent() {
  const [loaded, stats, daily, refresh, openForm] = useUnit([
    $dashboardLoaded,
    $dashboardStats,
    $dailyStats,
    loadDashboardFx,
    userFormOpened,
  ]);
  return (
    <PullToRefresh
      onRefresh={() =>
        Promise.all([refresh(), new Promise((resolve) => setTimeout(resolve, REFRESH_LOADER_DELAY_MS))])
      }
    >
      <Stack gap="6">
        <SubscriptionBanner />
        <Card.Root size="sm">
          <Card.Body>
            <Stack
              direction={{ base: 'column', sm: 'row' }}
              justify="space-between"
              gap="3"
              align={{ sm: 'center' }}
            >
              <Heading as="h2" size="md">
                Quick Actions
              </Heading>
              <HStack gap="2" wrap="wrap">
                <NewCallButton />
                <Button variant="outline" onClick={() => openForm({ mode: 'create' })}>
                  <UserPlus aria-hidden /> Create User
                </Button>
              </HStack>
            </Stack>
          </Card.Body>
        </Card.Root>

        {/* Two columns even at 375 px: four numbers need not take a phone's whole height. */}
        <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '4' }}>
          <StatCard label="Total Users" value={stats.totalUsers} icon={<Users />} loading={!loaded} />
          <StatCard label="Total Calls" value={stats.totalCalls} icon={<Phone />} loading={!loaded} />
          <StatCard label="Active Users" value={stats.activeUsers} icon={<UserCheck />} loading={!loaded} />
          <NetworkStatusCard />
        </SimpleGrid>

        {/* Top-aligned: the chart card keeps its own height instead of stretching to Recent Activity's. */}
        <SimpleGrid columns={{ base: 1, lg: 5 }} gap="4" alignItems="start">
          <Card.Root gridColumn={{ lg: 'span 3' }} size="sm">
            <Card.Header>
              <Heading as="h2" size="md">
                Calls and talk time
              </Heading>
            </Card.Header>
            <Card.Body>
              <CallsChart stats={daily} />
            </Card.Body>
          </Card.Root>
          <Card.Root gridColumn={{ lg: 'span 2' }} size="sm">
            <Card.Header>
              <Heading as="h2" size="md">
                Recent Activity
              </Heading>
            </Card.Header>
            <Card.Body>
              <RecentActivity />
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      </Stack>
      <ExpiringCallDialog />
      <UserFormDialog />
      <CredentialsDialog />
      <TrialWelcomeDialog />
      <ExpiringSoonDialog />
    </PullToRefresh>
  );
}
