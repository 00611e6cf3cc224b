import { Card, Heading } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { NotificationList } from '@/features/read-notification';

/** Wide screens: the notifications beside the other panels. The heading takes focus when the bell is used. */
export function NotificationsPanel({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <Card.Root as="section" aria-labelledby="notifications-title" size="sm">
      <Card.Header>
        <Heading as="h2" size="md" id="notifications-title" ref={headingRef} tabIndex={-1}>
          Notifications
        </Heading>
      </Card.Header>
      <Card.Body maxH="md" overflowY="auto">
        <NotificationList />
      </Card.Body>
    </Card.Root>
  );
}
