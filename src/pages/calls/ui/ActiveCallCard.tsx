import { Box, Card, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { useEffectEvent, useLayoutEffect, useRef } from 'react';
import PhoneCall from 'lucide-react/icons/phone-call';
import PhoneOff from 'lucide-react/icons/phone-off';
import Radio from 'lucide-react/icons/radio';
import { activeCallJoined } from '@/features/start-call';
import type { Call } from '@/shared/api';
import { formatShortDateTime } from '@/shared/lib';
import { Button } from '@/shared/ui';
import { $endingActiveCall, endActiveCallClicked } from '../model/calls-list';

export interface ActiveCallCardProps {
  call: Call;
  /** Where focus goes when the card leaves with focus inside it (the call ended). */
  focusAfterEnd: () => HTMLElement | null;
}

/**
 * The host's running call above the list: end it or join it again. End Active Call stays focusable while the
 * call ends (aria-disabled, not disabled; the model ignores presses meanwhile), and when the card then leaves,
 * focus moves on rather than falling to the page.
 */
export function ActiveCallCard({ call, focusAfterEnd }: ActiveCallCardProps) {
  const [ending, end, join] = useUnit([$endingActiveCall, endActiveCallClicked, activeCallJoined]);
  const cardRef = useRef<HTMLDivElement>(null);
  const moveFocusOn = useEffectEvent(() => focusAfterEnd()?.focus());
  // A layout effect's cleanup runs while the card is still attached, so it can tell where focus is.
  useLayoutEffect(() => {
    const card = cardRef.current;
    return () => {
      if (card?.contains(document.activeElement)) moveFocusOn();
    };
  }, []);
  return (
    <Card.Root
      ref={cardRef}
      role="region"
      aria-label="Active call"
      borderColor="green.muted"
      bg="green.subtle"
      size="sm"
    >
      <Card.Body>
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          gap="3"
          align={{ sm: 'center' }}
        >
          <HStack gap="3">
            <Box color="green.fg" aria-hidden>
              <Radio />
            </Box>
            <Stack gap="0">
              <Text fontWeight="semibold">You have an active call</Text>
              <Text fontSize="sm" color="fg.muted">
                Meeting ID{' '}
                <Text as="span" fontFamily="mono">
                  {call.meetingId}
                </Text>{' '}
                · started {formatShortDateTime(call.startTime)}
              </Text>
            </Stack>
          </HStack>
          <HStack gap="2" wrap="wrap">
            <Button
              variant="outline"
              colorPalette="red"
              onClick={() => end()}
              aria-disabled={ending || undefined}
              aria-busy={ending || undefined}
            >
              {ending ? <Spinner size="sm" aria-hidden /> : <PhoneOff aria-hidden />}
              {ending ? 'Ending call' : 'End Active Call'}
            </Button>
            <Button onClick={() => join(call._id)} disabled={ending}>
              <PhoneCall aria-hidden /> Join Active Call
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
