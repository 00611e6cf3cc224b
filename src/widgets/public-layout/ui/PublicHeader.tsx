import { Box, Container, HStack, IconButton, Link, Stack } from '@chakra-ui/react';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { InstallAppButton } from '@/features/pwa-install';
import { menuToggleLabel, staticControlProps } from '@/shared/lib';
import { FULL_BLEED, keepFocusClear, ThemeToggle } from '@/shared/ui';
import { Logo } from '@/shared/ui/logo';
import { PUBLIC_NAV } from './nav';

const focusRing = { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' } as const;

function NavItems({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      {PUBLIC_NAV.map((item) => (
        <Link
          key={item.to}
          asChild
          px="3"
          py="2"
          rounded="l2"
          fontWeight="medium"
          color="fg.muted"
          _hover={{ color: 'fg', bg: 'bg.muted' }}
          _focusVisible={focusRing}
          css={{ '&[aria-current=page]': { color: 'brand.fg', bg: 'brand.subtle' } }}
        >
          <NavLink to={item.to} onClick={onNavigate}>
            {item.label}
          </NavLink>
        </Link>
      ))}
    </>
  );
}

// The icon follows aria-expanded, so a prerendered page's script can open the menu by flipping attributes.
const menuIcons = {
  '&[aria-expanded=true] > [data-icon=open], &[aria-expanded=false] > [data-icon=close]': { display: 'none' },
} as const;

/**
 * Logo, navigation, theme toggle and the install button (hidden when running installed). The phone menu is
 * always in the markup, `hidden` while closed: a prerendered page opens it without the app.
 */
export function PublicHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      // Its 65 px (a 40 px control, the container's padding, the border), and room for a focus ring.
      css={keepFocusClear('top', '4.75rem')}
      bg="bg/90"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
      // Across the screen, under a sideways phone's notch; the container keeps the content clear of it.
      {...FULL_BLEED}
    >
      <Container maxW="6xl" py="3">
        <HStack justify="space-between" gap="4">
          <Logo />
          <HStack as="nav" aria-label="Main" gap="1" display={{ base: 'none', lg: 'flex' }}>
            <NavItems />
          </HStack>
          <HStack gap="2">
            <InstallAppButton size="sm" display={{ base: 'none', sm: 'inline-flex' }} />
            <ThemeToggle />
            <IconButton
              aria-label={menuToggleLabel(menuOpen)}
              aria-expanded={menuOpen}
              aria-controls="public-mobile-nav"
              variant="ghost"
              colorPalette="gray"
              display={{ base: 'inline-flex', lg: 'none' }}
              css={menuIcons}
              onClick={() => setMenuOpen((open) => !open)}
              {...staticControlProps('menu-toggle')}
            >
              <Menu aria-hidden data-icon="open" />
              <X aria-hidden data-icon="close" />
            </IconButton>
          </HStack>
        </HStack>
        <Stack
          as="nav"
          id="public-mobile-nav"
          aria-label="Main"
          gap="1"
          pt="3"
          display={{ lg: 'none' }}
          hidden={!menuOpen}
        >
          <NavItems onNavigate={() => setMenuOpen(false)} />
          <Box pt="2" display={{ sm: 'none' }}>
            <InstallAppButton width="full" />
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
