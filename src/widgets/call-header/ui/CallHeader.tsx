import { Badge, Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import Clock from 'lucide-react/icons/clock';
import Users from 'lucide-react/icons/users';
import type { ReactNode } from 'react';
import { formatCallClock, formatElapsed, useSecondTick } from './clock';

export interface CallHeaderProps {
  title: ReactNode;
  /** When the call (or this join) started, for the hh:mm:ss timer. */
  startedAt: number | null;
  participantCount?: number;
  actions?: ReactNode;
}

/** Call room header: title, live en-US date and time, elapsed timer, optional participant count and actions. */
export function CallHeader({ title, startedAt, participantCount, actions }: CallHeaderProps) {
  const now = useSecondTick();
  return (
    <Flex
      as="header"
      px={{ base: '4', md: '6' }}
      py="3"
      gap="3"
      align="center"
      justify="space-between"
      wrap="wrap"
      borderBottomWidth="1px"
      bg="bg.panel/90"
      backdropFilter="blur(8px)"
    >
      <Stack gap="0.5" minW="0">
        <Text as="h1" fontWeight="semibold" fontSize={{ base: 'md', md: 'lg' }} truncate>
          {title}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          <time dateTime={new Date(now).toISOString()}>{formatCallClock(new Date(now))}</time>
        </Text>
      </Stack>
      <HStack gap="3">
        {participantCount !== undefined ? (
          <Badge
            size="lg"
            variant="subtle"
            colorPalette="brand"
            aria-label={`${participantCount} participants`}
          >
            <Users size={14} aria-hidden />
            {participantCount}
          </Badge>
        ) : null}
        <Badge size="lg" variant="subtle" colorPalette="gray" aria-label="Elapsed time">
          <Clock size={14} aria-hidden />
          <Box as="span" fontVariantNumeric="tabular-nums">
            {formatElapsed(startedAt ? now - startedAt : 0)}
          </Box>
        </Badge>
        {actions}
      </HStack>
    </Flex>
  );
}
