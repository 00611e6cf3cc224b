import { chakra, HStack, Icon, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import AudioLines from 'lucide-react/icons/audio-lines';
import BookOpen from 'lucide-react/icons/book-open';
import LogOut from 'lucide-react/icons/log-out';
import UserRound from 'lucide-react/icons/user-round';
import { Link as RouterLink, useNavigate } from 'react-router';
import { logoutRequested } from '@/features/auth';
import { NotificationBell, type NotificationBellProps } from '@/features/read-notification';
import { $avatarUrl, $user } from '@/entities/user';
import { APP_NAME, ROUTES } from '@/shared/config';
import { Avatar, DropdownMenu, edgeToEdgeBar, keepFocusClear, ThemeToggle } from '@/shared/ui';

export type UserHeaderProps = Pick<NotificationBellProps, 'panelRef'>;

/**
 * The sub-user's header (spec 02 §2): logo, notification bell with a red dot while any is unread, the
 * profile menu (name, e-mail, User ID, Profile, Logout) and the theme toggle. The menu also leads to How to Use:
 * the sub-user's pages have no other way to the guide.
 */
export function UserHeader({ panelRef }: UserHeaderProps) {
  const navigate = useNavigate();
  const [user, avatarUrl, logout] = useUnit([$user, $avatarUrl, logoutRequested]);
  const name = user?.name?.trim() || 'Not set';
  return (
    <HStack
      as="header"
      h="16"
      // Across the screen, sides included, its content clear of a sideways phone's notch.
      {...edgeToEdgeBar({ base: '1rem', md: '1.5rem' })}
      gap="1"
      borderBottomWidth="1px"
      borderColor="border"
      bg="bg.panel"
      position="sticky"
      top="0"
      zIndex="docked"
      // Its 4rem, and room for a focus ring.
      css={keepFocusClear('top', '4.5rem')}
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
      <NotificationBell panelRef={panelRef} />
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
            <Menu.Item value="how-to-use" onSelect={() => void navigate(ROUTES.howToUse)}>
              <BookOpen size={14} aria-hidden /> How to Use
            </Menu.Item>
            <Menu.Item value="logout" onSelect={() => logout()}>
              <LogOut size={14} aria-hidden /> Logout
            </Menu.Item>
          </>
        )}
      </DropdownMenu>
    </HStack>
  );
}
