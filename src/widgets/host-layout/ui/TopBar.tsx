import { chakra, Heading, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useGate, useUnit } from 'effector-react';
import LogOut from 'lucide-react/icons/log-out';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { logoutRequested } from '@/features/auth';
import { NotificationBell } from '@/features/read-notification';
import { notificationsTabShown } from '@/entities/notification';
import { $avatarUrl, $isHost, $user } from '@/entities/user';
import { ROUTES } from '@/shared/config';
import { appRefreshRequested } from '@/shared/lib';
import { Avatar, besideNotch, IconButton, keepFocusClear, ThemeToggle, toScreenEdge } from '@/shared/ui';
import { titleFromPath } from '../lib/title';
import { HostNotificationsGate } from '../model/notifications';

/**
 * Title from the path, refresh (app-wide event), the notifications bell (polled every 60 s and when the tab is
 * shown again), theme toggle, avatar and name (spec 01 §2, 02 §1). Below md the sidebar (and its Logout) is
 * hidden, so the top bar carries Logout there.
 */
export function TopBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [user, avatarUrl, isHost, refresh, logout, tabShown] = useUnit([
    $user,
    $avatarUrl,
    $isHost,
    appRefreshRequested,
    logoutRequested,
    notificationsTabShown,
  ]);
  useGate(HostNotificationsGate, {});
  useEffect(() => {
    const listener = () => {
      if (document.visibilityState === 'visible') tabShown();
    };
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  }, [tabShown]);
  const name = user?.name ?? '';
  const title = titleFromPath(pathname);
  // The avatar repeats the name, so it is hidden from assistive technology; the name itself stays readable
  // (visually hidden on the smallest screens).
  const identity = (
    <>
      <chakra.span aria-hidden="true" display="inline-flex">
        <Avatar name={name || '?'} src={avatarUrl} size="sm" />
      </chakra.span>
      <Text as="span" srOnly={{ base: true, sm: false }} fontWeight="medium" maxW="40" truncate>
        {name}
      </Text>
    </>
  );
  return (
    <HStack
      as="header"
      h="16"
      // To the screen's sides (from md up the sidebar holds the left one), its content clear of a sideways
      // phone's notch.
      ml={{ base: toScreenEdge('left'), md: '0' }}
      mr={toScreenEdge('right')}
      pl={{ base: besideNotch('left', '1rem'), md: '6' }}
      pr={besideNotch('right', { base: '1rem', md: '1.5rem' })}
      gap={{ base: '1', sm: '2' }}
      borderBottomWidth="1px"
      borderColor="border"
      bg="bg.panel"
      position="sticky"
      top="0"
      zIndex="docked"
      // Its 4rem, and room for a focus ring.
      css={keepFocusClear('top', '4.5rem')}
    >
      {/* A phone's top bar holds five buttons beside the title: the title keeps to one line, cut short with an
          ellipsis where it must, its whole text in the tooltip and read out as the heading. */}
      <Heading as="h1" size={{ base: 'md', sm: 'lg' }} flex="1" minW="0" truncate title={title}>
        {title}
      </Heading>
      <IconButton aria-label="Refresh" title="Refresh" onClick={() => refresh()}>
        <RefreshCw aria-hidden />
      </IconButton>
      <NotificationBell />
      <ThemeToggle />
      {isHost ? (
        <chakra.button
          type="button"
          onClick={() => void navigate(ROUTES.settings)}
          display="flex"
          alignItems="center"
          gap="2"
          borderRadius="full"
          pe={{ base: '0', sm: '3' }}
          _hover={{ bg: 'bg.muted' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        >
          {identity}
          <VisuallyHidden>, open settings</VisuallyHidden>
        </chakra.button>
      ) : (
        <HStack gap="2">{identity}</HStack>
      )}
      <IconButton
        aria-label="Logout"
        title="Logout"
        display={{ base: 'inline-flex', md: 'none' }}
        onClick={() => logout()}
      >
        <LogOut aria-hidden />
      </IconButton>
    </HStack>
  );
}
