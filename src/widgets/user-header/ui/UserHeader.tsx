import { Box, chakra, HStack, Icon, Stack, Text, useBreakpointValue, VisuallyHidden } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { AudioLines, Bell, LogOut, UserRound } from 'lucide-react';
import { forwardRef, type RefObject } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { logoutRequested } from '@/features/auth';
import { $unreadCount, unreadLabel } from '@/entities/notification';
import { $avatarUrl, $user } from '@/entities/user';
import { APP_NAME, ROUTES } from '@/shared/config';
import { Avatar, DropdownMenu, IconButton, ThemeToggle } from '@/shared/ui';
import { notificationSheetOpened } from '../model/sheet';
import { NotificationSheet } from './NotificationSheet';

export interface UserHeaderProps {
  /**
   * A notifications panel on the page (the dashboard's, shown from md up): on wide screens the bell moves
   * focus to it. Without one, and always on phones, the bell opens the full-screen list.
   */
  panelRef?: RefObject<HTMLElement | null>;
}

interface BellProps {
  unread: number;
  onClick: () => void;
}

/** The bell names the unread count ('3 unread notifications'): the red dot alone is not enough. */
const NotificationBell = forwardRef<HTMLButtonElement, BellProps>(function NotificationBell(
  { unread, onClick },
  ref,
) {
  return (
    <Box position="relative">
      <IconButton
        ref={ref}
        aria-label={`Notifications, ${unreadLabel(unread)}`}
        title="Notifications"
        onClick={onClick}
      >
        <Bell aria-hidden />
      </IconButton>
      {unread > 0 ? (
        <Box
          data-testid="unread-dot"
          position="absolute"
          top="1.5"
          insetEnd="1.5"
          boxSize="2.5"
          borderRadius="full"
          bg="red.solid"
          borderWidth="2px"
          borderColor="bg.panel"
          pointerEvents="none"
          aria-hidden
        />
      ) : null}
    </Box>
  );
});

/**
 * The sub-user's header (spec 02 §2): logo, notification bell with a red dot while any is unread, the
 * profile menu (name, e-mail, User ID, Profile, Logout) and the theme toggle.
 */
export function UserHeader({ panelRef }: UserHeaderProps) {
  const navigate = useNavigate();
  const [user, avatarUrl, unread, logout, openSheet] = useUnit([
    $user,
    $avatarUrl,
    $unreadCount,
    logoutRequested,
    notificationSheetOpened,
  ]);
  const phone = useBreakpointValue({ base: true, md: false }) ?? false;
  const onBellClick = () => {
    if (!phone && panelRef?.current) panelRef.current.focus();
    else openSheet();
  };
  const name = user?.name?.trim() || 'Not set';
  return (
    <HStack
      as="header"
      h="16"
      px={{ base: '4', md: '6' }}
      gap="1"
      borderBottomWidth="1px"
      borderColor="border"
      bg="bg.panel"
      position="sticky"
      top="0"
      zIndex="docked"
    >
      <chakra.a
        asChild
        display="flex"
        alignItems="center"
        gap="2"
        me="auto"
        borderRadius="l2"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        <RouterLink to={ROUTES.userDashboard}>
          <Icon as={AudioLines} boxSize="6" color="brand.solid" aria-hidden />
          <Text as="span" fontWeight="bold" fontSize="lg">
            {APP_NAME}
          </Text>
        </RouterLink>
      </chakra.a>
      <NotificationBell unread={unread} onClick={onBellClick} />
      <ThemeToggle />
      <DropdownMenu
        minW="60"
        trigger={(props) => (
          <chakra.button
            {...props}
            type="button"
            borderRadius="full"
            ms="1"
            display="inline-flex"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
          >
            {/* The initials are decoration: the button's name is its hidden text, not an aria-label. */}
            <chakra.span aria-hidden="true" display="inline-flex">
              <Avatar name={name} src={avatarUrl} size="sm" />
            </chakra.span>
            <VisuallyHidden>Profile menu</VisuallyHidden>
          </chakra.button>
        )}
      >
        {(Menu) => (
          <>
            <Stack gap="0.5" px="2" py="2" data-testid="profile-identity">
              <Text fontWeight="semibold" truncate>
                {name}
              </Text>
              {user?.email ? (
                <Text fontSize="sm" color="fg.muted" truncate>
                  {user.email}
                </Text>
              ) : null}
              <Text fontSize="sm" color="fg.muted">
                User ID: <chakra.span fontFamily="mono">{user?.userId ?? 'Not set'}</chakra.span>
              </Text>
            </Stack>
            <Menu.Separator />
            <Menu.Item value="profile" onSelect={() => void navigate(ROUTES.userProfile)}>
              <UserRound size={14} aria-hidden /> Profile
            </Menu.Item>
            <Menu.Item value="logout" onSelect={() => logout()}>
              <LogOut size={14} aria-hidden /> Logout
            </Menu.Item>
          </>
        )}
      </DropdownMenu>
      <NotificationSheet />
    </HStack>
  );
}
