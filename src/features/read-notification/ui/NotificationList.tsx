import { Box, chakra, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import BellOff from 'lucide-react/icons/bell-off';
import { $notifications } from '@/entities/notification';
import { $isHost } from '@/entities/user';
import { formatShortDateTime } from '@/shared/lib';
import { EmptyState } from '@/shared/ui';
import { notificationClicked } from '../model/read-notification';

/**
 * Newest first; unread ones are highlighted and say 'Unread' to screen readers. Clicking one marks it read
 * (spec 02 §2). Rendered in the dashboard's panel and in the full-screen list on phones.
 */
export function NotificationList() {
  const [notifications, click, isHost] = useUnit([$notifications, notificationClicked, $isHost]);
  if (notifications.length === 0) {
    return (
      <EmptyState
        icon={<BellOff aria-hidden />}
        title="No notifications"
        description={
          isHost
            ? 'News about your calls, your team and your subscription appears here.'
            : 'When your host starts a call, you are told here.'
        }
      />
    );
  }
  return (
    <Stack as="ul" gap="2" listStyleType="none" ps="0" m="0">
      {notifications.map((notification) => (
        <li key={notification._id}>
          <chakra.button
            type="button"
            onClick={() => click(notification)}
            data-unread={notification.read ? undefined : ''}
            w="full"
            textAlign="start"
            p="3"
            borderRadius="l2"
            borderWidth="1px"
            borderColor={notification.read ? 'border' : 'brand.muted'}
            bg={notification.read ? 'bg.panel' : 'brand.subtle'}
            _hover={{ bg: 'bg.muted' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
          >
            <HStack align="start" gap="3">
              <Box
                mt="1.5"
                boxSize="2"
                flexShrink={0}
                borderRadius="full"
                bg={notification.read ? 'transparent' : 'brand.solid'}
                aria-hidden
              />
              <Stack gap="0.5" minW="0">
                <Text fontWeight={notification.read ? 'normal' : 'semibold'}>
                  {notification.read ? null : <VisuallyHidden>Unread: </VisuallyHidden>}
                  {notification.message}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {formatShortDateTime(notification.createdAt)}
                </Text>
              </Stack>
            </HStack>
          </chakra.button>
        </li>
      ))}
    </Stack>
  );
}
