import { Box, Container, Flex, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { OfflineBanner } from '@/features/app-update';
import { InstallInstructionsDialog } from '@/features/pwa-install';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';

/** Frame of the public site: header, main content, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh">
      <Link
        href="#main-content"
        position="absolute"
        top="-20"
        insetStart="4"
        zIndex="skipNav"
        bg="bg.panel"
        px="4"
        py="2"
        rounded="l2"
        shadow="md"
        _focus={{ top: '2' }}
      >
        Skip to content
      </Link>
      <PublicHeader />
      <Container maxW="6xl" pt="3">
        <OfflineBanner message="You can keep reading; signing in and calls need a connection." />
      </Container>
      <Box as="main" id="main-content" flex="1" tabIndex={-1} _focus={{ outline: 'none' }}>
        {children}
      </Box>
      <PublicFooter />
      <InstallInstructionsDialog />
    </Flex>
  );
}
