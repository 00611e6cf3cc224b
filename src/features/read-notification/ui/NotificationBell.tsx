import { Box, useBreakpointValue } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import Bell from 'lucide-react/icons/bell';
import type { RefObject } from 'react';
import { $unreadCount, unreadLabel } from '@/entities/notification';
import { IconButton } from '@/shared/ui';
import { notificationSheetOpened } from '../model/sheet';
import { NotificationSheet } from './NotificationSheet';

export interface NotificationBellProps {
  /**
   * A notifications panel on the page (the user dashboard's, shown from md up): on wide screens the bell moves
   * focus to it. Without one, and always on phones, the bell opens the full-screen list.
   */
  panelRef?: RefObject<HTMLElement | null>;
}

/**
 * The bell of both roles (spec 02 §1, §2): a red dot while any notification is unread, and a name that says
 * how many ('Notifications, 3 unread notifications'), since the dot alone is not enough.
 */
export function NotificationBell({ panelRef }: NotificationBellProps) {
  const [unread, openSheet] = useUnit([$unreadCount, notificationSheetOpened]);
  const phone = useBreakpointValue({ base: true, md: false }) ?? false;
  const onClick = () => {
    if (!phone && panelRef?.current) panelRef.current.focus();
    else openSheet();
  };
  return (
    <Box position="relative">
      <IconButton
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
      <NotificationSheet />
    </Box>
  );
}
