import { Box, Container, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { APP_NAME, APP_TAGLINE, APP_VERSION_LABEL, config } from '@/shared/config';
import { FOOTER_LINKS } from './nav';
import { FULL_BLEED } from '@/shared/ui';
import { Logo } from '@/shared/ui/logo';

export function PublicFooter() {
  const year = new Date().getFullYear();
  return (
    <Box
      as="footer"
      borderTopWidth="1px"
      bg="bg.subtle"
      mt="16"
      pb={{ base: '20', md: '24' }}
      // Across the screen, under a sideways phone's notch; the container keeps the content clear of it.
      {...FULL_BLEED}
    >
      <Container maxW="6xl" py="10">
        <Flex direction={{ base: 'column', md: 'row' }} gap="8" justify="space-between">
          <Stack gap="3" maxW="sm">
            <Logo />
            <Text color="fg.muted">{APP_TAGLINE}.</Text>
            <Text color="fg.muted" fontSize="sm">
              <Link href={`mailto:${config.contactEmail}`} color="brand.fg">
                {config.contactEmail}
              </Link>
              {' · '}
              <Link href={`tel:${config.contactPhone.replace(/\s/g, '')}`} color="brand.fg">
                {config.contactPhone}
              </Link>
            </Text>
          </Stack>
          <Box as="nav" aria-label="Footer">
            <Stack
              as="ul"
              listStyleType="none"
              gap="2"
              columns={2}
              display="grid"
              gridTemplateColumns="repeat(2, minmax(0, 1fr))"
              columnGap="10"
            >
              {FOOTER_LINKS.map((item) => (
                <li key={item.to}>
                  <Link asChild color="fg.muted" _hover={{ color: 'fg' }}>
                    <RouterLink to={item.to}>{item.label}</RouterLink>
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
        </Flex>
        <Flex
          mt="10"
          pt="6"
          borderTopWidth="1px"
          justify="space-between"
          gap="2"
          direction={{ base: 'column', sm: 'row' }}
        >
          <Text fontSize="sm" color="fg.muted">
            © {year} {APP_NAME}. All rights reserved.
          </Text>
          <Text fontSize="sm" color="fg.muted" data-testid="app-version">
            {APP_VERSION_LABEL}
          </Text>
        </Flex>
      </Container>
    </Box>
  );
}
