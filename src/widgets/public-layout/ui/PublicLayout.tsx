import { Box, Container, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { OfflineBanner } from '@/features/app-update';
import { InstallInstructionsDialog } from '@/features/pwa-install';
import { MAIN_REGION } from '@/shared/ui';
import { SkipLink } from '@/shared/ui/skip-link';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';

/** Frame of the public site: header, main content, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink target="main-content" />
      <PublicHeader />
      <Container maxW="6xl" pt="3">
        <OfflineBanner message="You can keep reading; signing in and calls need a connection." />
      </Container>
      <Box {...MAIN_REGION} id="main-content" flex="1">
        {children}
      </Box>
      <PublicFooter />
      <InstallInstructionsDialog />
    </Flex>
  );
}
