import { Box, Center, Flex } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { subscriptionClockRequested } from '@/entities/subscription';
import { Spinner } from '@/shared/ui';
import { BottomTabBar, VersionFooter } from './BottomTabBar';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

/**
 * Frame of the host pages (spec 01 §2): sidebar from md up; top bar; on small screens a bottom tab bar
 * and the version footer. Pages render in `<main>` and load lazily inside the frame.
 */
export function HostLayout() {
  const tick = useUnit(subscriptionClockRequested);
  useEffect(() => {
    tick();
  }, [tick]);
  return (
    <Flex minH="100dvh" bg="bg.subtle">
      <Box display={{ base: 'none', md: 'block' }}>
        <Sidebar />
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <TopBar />
        <Box as="main" id="main" flex="1" px={{ base: '4', md: '6' }} py={{ base: '4', md: '6' }}>
          <Suspense
            fallback={
              <Center py="20">
                <Spinner label="Loading page" />
              </Center>
            }
          >
            <Outlet />
          </Suspense>
        </Box>
        <Box display={{ base: 'block', md: 'none' }} pb="16">
          <VersionFooter />
          <BottomTabBar />
        </Box>
      </Flex>
    </Flex>
  );
}
