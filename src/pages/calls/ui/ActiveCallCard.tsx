import { Box, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import PhoneCall from 'lucide-react/icons/phone-call';
import PhoneOff from 'lucide-react/icons/phone-off';
import Radio from 'lucide-react/icons/radio';
import { activeCallJoined } from '@/features/start-call';
import type { Call } from '@/shared/api';
import { formatShortDateTime } from '@/shared/lib';
import { Button } from '@/shared/ui';
import { $endingActiveCall, endActiveCallClicked } from '../model/calls-list';

/** The host's running call above the list: end it or join it again. */
export function ActiveCallCard({ call }: { call: Call }) {
  const [ending, end, join] = useUnit([$endingActiveCall, endActiveCallClicked, activeCallJoined]);
  return (
    <Card.Root role="region" aria-label="Active call" borderColor="green.muted" bg="green.subtle" size="sm">
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
              loading={ending}
              loadingText="Ending call"
            >
              <PhoneOff aria-hidden /> End Active Call
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
