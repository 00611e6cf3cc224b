import { chakra, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import { APP_VERSION_LABEL } from '@/shared/config';
import { aboveHomeIndicator, besideNotch, BOTTOM_BAR } from '@/shared/ui';
import { HOW_TO_USE_NAV, MAIN_NAV } from '../lib/nav';

const Link = chakra(NavLink);

/** Small screens: the five main items (spec 01 §2). */
export function BottomTabBar() {
  return (
    <chakra.nav
      {...BOTTOM_BAR}
      aria-label="Main"
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="bg.panel"
      borderTopWidth="1px"
      borderColor="border"
      pb={aboveHomeIndicator('0px')}
      pl={besideNotch('left')}
      pr={besideNotch('right')}
    >
      <SimpleGrid columns={5}>
        {MAIN_NAV.map((item) => (
          <Link
            key={item.to}
            to={item.to}
            display="flex"
            flexDirection="column"
            alignItems="center"
            gap="0.5"
            py="2"
            fontSize="2xs"
            fontWeight="medium"
            color="fg.muted"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
            css={{ '&[aria-current=page]': { color: 'brand.fg' } }}
          >
            <Icon as={item.icon} boxSize="5" aria-hidden />
            {item.label}
          </Link>
        ))}
      </SimpleGrid>
    </chakra.nav>
  );
}

/** Small screens: the guide (the sixth sidebar item, with no room in the tab bar) and the version label. */
export function VersionFooter() {
  return (
    <chakra.footer display="flex" flexDirection="column" alignItems="center" gap="1" py="3">
      <Link
        to={HOW_TO_USE_NAV.to}
        display="inline-flex"
        alignItems="center"
        gap="1.5"
        minH="11"
        px="3"
        fontSize="sm"
        fontWeight="medium"
        color="brand.fg"
        borderRadius="l2"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        <Icon as={HOW_TO_USE_NAV.icon} boxSize="4" aria-hidden />
        {HOW_TO_USE_NAV.label}
      </Link>
      <Text fontSize="xs" color="fg.subtle">
        {APP_VERSION_LABEL}
      </Text>
    </chakra.footer>
  );
}
