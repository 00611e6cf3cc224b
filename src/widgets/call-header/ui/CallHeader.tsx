import { Badge, Box, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import Clock from 'lucide-react/icons/clock';
import Users from 'lucide-react/icons/users';
import type { ReactNode } from 'react';
import { edgeToEdgeBar } from '@/shared/ui';
import { formatCallClock, formatElapsed, useSecondTick } from './clock';

export interface CallHeaderProps {
  title: ReactNode;
  /** When the call (or this join) started, for the hh:mm:ss timer. */
  startedAt: number | null;
  participantCount?: number;
  /** Status badges after the timer (recording, connection quality). */
  badges?: ReactNode;
  /** Buttons, kept beside the title on a phone. */
  actions?: ReactNode;
}

/**
 * Call room header (in a room that runs under a sideways phone's notch, its content clear of it): title, live en-US date and time, elapsed timer, optional participant count, badges and
 * actions. On a phone held upright the badges are wider than the screen beside the title, so they take a row of
 * their own (wrapping if need be) and the actions stay in the title's row. From `sm` up (a phone on its side, a
 * tablet) everything shares one row, which leaves the room its height.
 */
export function CallHeader({ title, startedAt, participantCount, badges, actions }: CallHeaderProps) {
  const now = useSecondTick();
  return (
    <Box
      as="header"
      display="grid"
      gridTemplateColumns={{ base: '1fr auto', sm: 'minmax(10rem, 1fr) auto auto' }}
      gridTemplateAreas={{ base: '"title actions" "badges badges"', sm: '"title badges actions"' }}
      columnGap="3"
      rowGap="2"
      alignItems="center"
      {...edgeToEdgeBar({ base: '1rem', md: '1.5rem' })}
      py="3"
      borderBottomWidth="1px"
      bg="bg.panel/90"
      backdropFilter="blur(8px)"
    >
      <Stack gridArea="title" gap="0.5" minW="0">
        <Text as="h1" fontWeight="semibold" fontSize={{ base: 'md', md: 'lg' }} truncate>
          {title}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          <time dateTime={new Date(now).toISOString()}>{formatCallClock(new Date(now))}</time>
        </Text>
      </Stack>
      <HStack gridArea="badges" gap={{ base: '2', md: '3' }} wrap="wrap">
        {participantCount !== undefined ? (
          // Spoken as "2 participants": a name on a role-less badge is not reliably read, hidden text is.
          <Badge size="lg" variant="subtle" colorPalette="brand" data-testid="participant-count">
            <Users size={14} aria-hidden />
            {participantCount}
            <VisuallyHidden>{participantCount === 1 ? ' participant' : ' participants'}</VisuallyHidden>
          </Badge>
        ) : null}
        <Badge size="lg" variant="subtle" colorPalette="gray" data-testid="elapsed-time">
          <Clock size={14} aria-hidden />
          <VisuallyHidden>Elapsed time </VisuallyHidden>
          <Box as="span" fontVariantNumeric="tabular-nums">
            {formatElapsed(startedAt ? now - startedAt : 0)}
          </Box>
        </Badge>
        {badges}
      </HStack>
      {actions ? (
        <HStack gridArea="actions" gap="2">
          {actions}
        </HStack>
      ) : null}
    </Box>
  );
}
