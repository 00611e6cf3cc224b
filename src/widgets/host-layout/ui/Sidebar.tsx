import { Box, chakra, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import AudioLines from 'lucide-react/icons/audio-lines';
import LogOut from 'lucide-react/icons/log-out';
import { NavLink } from 'react-router';
import { logoutRequested } from '@/features/auth';
import { ResetDemoDataButton } from '@/features/demo-reset';
import { $avatarUrl, $user } from '@/entities/user';
import { APP_NAME } from '@/shared/config';
import { Avatar, besideNotch, Button, toScreenEdge } from '@/shared/ui';
import { HOW_TO_USE_NAV, MAIN_NAV, type NavItem } from '../lib/nav';
import { SubscriptionBox } from './SubscriptionBox';

const Link = chakra(NavLink);

function SidebarLink({ item }: { item: NavItem }) {
  return (
    <Link
      to={item.to}
      display="flex"
      alignItems="center"
      gap="3"
      px="3"
      py="2.5"
      borderRadius="l2"
      fontWeight="medium"
      color="fg.muted"
      _hover={{ bg: 'bg.muted', color: 'fg' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      css={{ '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg' } }}
    >
      <Icon as={item.icon} boxSize="5" aria-hidden />
      {item.label}
    </Link>
  );
}

/** Host sidebar (spec 01 §2): navigation, subscription box and logout. Shown from md up. */
export function Sidebar() {
  const [logout, user, avatarUrl] = useUnit([logoutRequested, $user, $avatarUrl]);
  return (
    <Box
      as="aside"
      aria-label="Sidebar"
      // From the screen's left edge, its content clear of a sideways phone's notch.
      w={besideNotch('left', '16rem')}
      ml={toScreenEdge('left')}
      pl={besideNotch('left')}
      flexShrink={0}
      borderEndWidth="1px"
      borderColor="border"
      bg="bg.panel"
      h="100dvh"
      position="sticky"
      top="0"
      display="flex"
      flexDirection="column"
      // On a phone on its side the links and the footer outgrow the screen: the sidebar scrolls as one, the
      // links first, where a scroll box of their own under the footer hid Settings and How to Use.
      overflowY="auto"
      overscrollBehavior="contain"
    >
      <HStack px="5" h="16" gap="2" borderBottomWidth="1px" borderColor="border">
        <Icon as={AudioLines} boxSize="6" color="brand.solid" aria-hidden />
        <Text fontWeight="bold" fontSize="lg">
          {APP_NAME}
        </Text>
      </HStack>
      <Stack as="nav" aria-label="Main" gap="1" p="3" flex="1">
        {MAIN_NAV.map((item) => (
          <SidebarLink key={item.to} item={item} />
        ))}
        <SidebarLink item={HOW_TO_USE_NAV} />
      </Stack>
      <Stack gap="3" p="3" borderTopWidth="1px" borderColor="border">
        <SubscriptionBox />
        <HStack gap="3" px="1" data-testid="sidebar-identity">
          <Avatar name={user?.name || '?'} src={avatarUrl} size="sm" />
          <Stack gap="0" minW="0">
            <Text fontWeight="medium" fontSize="sm" truncate>
              {user?.name}
            </Text>
            <Text fontSize="xs" color="fg.muted" truncate>
              {user?.email}
            </Text>
          </Stack>
        </HStack>
        <ResetDemoDataButton />
        <Button variant="ghost" colorPalette="gray" justifyContent="flex-start" onClick={() => logout()}>
          <LogOut aria-hidden /> Logout
        </Button>
      </Stack>
    </Box>
  );
}
