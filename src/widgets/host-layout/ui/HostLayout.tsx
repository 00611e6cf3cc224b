import { Box, Center, Flex } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { subscriptionClockRequested } from '@/entities/subscription';
import { aboveHomeIndicator, FULL_BLEED, Spinner, MAIN_REGION } from '@/shared/ui';
import { SkipLink } from '@/shared/ui/skip-link';
import { BottomTabBar, VersionFooter } from './BottomTabBar';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

/**
 * Frame of the host pages (spec 01 §2): sidebar from md up; top bar; on small screens a bottom tab bar
 * and the version footer. Pages render in `<main>` and load lazily inside the frame; a page shared with
 * signed-out visitors (How to Use) passes itself as `children` instead of being a child route.
 */
export function HostLayout({ children }: { children?: ReactNode }) {
  const tick = useUnit(subscriptionClockRequested);
  useEffect(() => {
    tick();
  }, [tick]);
  return (
    // The layout's background, sidebar and top bar reach the screen's sides under a sideways phone's notch.
    <Flex minH="100dvh" bg="bg.subtle" {...FULL_BLEED}>
      <SkipLink target="main" />
      <Box display={{ base: 'none', md: 'block' }}>
        <Sidebar />
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <TopBar />
        {/* The bottom padding keeps the last controls (a table's Next) clear of the floating support link. On a
            phone the region fills the screen, so the version footer waits below it: a list that arrives never
            pushes the footer off the first screen (a layout shift). */}
        <Box
          {...MAIN_REGION}
          id="main"
          flex="1"
          minH={{ base: '100dvh', md: 'auto' }}
          px={{ base: '4', md: '6' }}
          pt={{ base: '4', md: '6' }}
          pb={{ base: '20', md: '24' }}
        >
          <Suspense
            fallback={
              <Center py="20">
                <Spinner label="Loading page" />
              </Center>
            }
          >
            {children ?? <Outlet />}
          </Suspense>
        </Box>
        {/* Room for the fixed tab bar, which grows by the home indicator's height. */}
        <Box display={{ base: 'block', md: 'none' }} pb={aboveHomeIndicator('4rem')}>
          <VersionFooter />
          <BottomTabBar />
        </Box>
      </Flex>
    </Flex>
  );
}
