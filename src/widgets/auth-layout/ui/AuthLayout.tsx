import { Box, Center, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { OfflineBanner } from '@/features/app-update';
import { FULL_BLEED, ThemeToggle, MAIN_REGION } from '@/shared/ui';
import { Logo } from '@/shared/ui/logo';

export interface AuthLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the card ('create a new account', 'Back to login'…). */
  footer?: ReactNode;
}

/** The sign-in, sign-up and password pages: a centred card, mobile first. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    // The background reaches the screen's sides under a sideways phone's notch.
    <Box minH="100dvh" bg="bg.subtle" {...FULL_BLEED}>
      <Container maxW="6xl" py="3">
        <HStack justify="space-between">
          <Logo />
          <ThemeToggle />
        </HStack>
      </Container>
      <Center {...MAIN_REGION} id="main-content" px="4" py={{ base: '6', md: '12' }}>
        <Stack gap="6" w="full" maxW="md">
          <OfflineBanner message="Signing in needs a connection; we'll be ready when you're back online." />
          <Box bg="bg.panel" borderWidth="1px" rounded="l3" shadow="sm" p={{ base: '5', sm: '8' }}>
            <Stack gap="2" mb="6" textAlign="center">
              <Heading as="h1" size="2xl">
                {title}
              </Heading>
              {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
            </Stack>
            {children}
          </Box>
          {footer ? (
            <Stack gap="2" align="center" fontSize="sm">
              {footer}
            </Stack>
          ) : null}
        </Stack>
      </Center>
    </Box>
  );
}
