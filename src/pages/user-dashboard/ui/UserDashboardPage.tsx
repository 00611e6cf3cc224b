import { Container, Flex, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { CallReturnBackBlock } from '@/entities/call';
import { $user } from '@/entities/user';
import { APP_NAME } from '@/shared/config';
import { ThemeToggle } from '@/shared/ui';
import {
  $userActiveCall,
  $userActiveCallLoading,
  userDashboardClosed,
  userDashboardOpened,
} from '../model/active-call';
import { ActiveCallCard } from './ActiveCallCard';

/** /user-dashboard: header and the Active Call card (recordings and notifications come later). */
export function UserDashboardPage() {
  const [user, call, loading, open, close] = useUnit([
    $user,
    $userActiveCall,
    $userActiveCallLoading,
    userDashboardOpened,
    userDashboardClosed,
  ]);
  useEffect(() => {
    open();
    return () => close();
  }, [open, close]);

  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <CallReturnBackBlock />
      <HStack
        as="header"
        justify="space-between"
        px={{ base: '4', md: '6' }}
        py="3"
        borderBottomWidth="1px"
        bg="bg.panel"
      >
        <Text fontWeight="bold" fontSize="lg" color="brand.600" _dark={{ color: 'brand.300' }}>
          {APP_NAME}
        </Text>
        <ThemeToggle />
      </HStack>
      <Container as="main" maxW="4xl" py="8">
        <Stack gap="6">
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              Welcome{user?.name ? `, ${user.name}` : ''}
            </Heading>
            <Text color="fg.muted">Join your host&apos;s call when it is live.</Text>
          </Stack>
          {call ? (
            <ActiveCallCard call={call} />
          ) : loading ? (
            <HStack gap="2" color="fg.muted" role="status">
              <Spinner size="sm" aria-hidden />
              <Text>Checking for an active call...</Text>
            </HStack>
          ) : (
            <Text color="fg.muted" role="status">
              No active call right now.
            </Text>
          )}
        </Stack>
      </Container>
    </Flex>
  );
}
