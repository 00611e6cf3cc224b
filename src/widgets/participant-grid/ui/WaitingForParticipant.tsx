import { Box, Stack, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import UserPlus from 'lucide-react/icons/user-plus';
import { $hostCall } from '@/entities/host-room';
import { CopyField, SHORT_LANDSCAPE, SHORT_SCREEN } from '@/shared/ui';

/** The empty room: the spec's waiting text, who can join and how, and the meeting id to share. */
export function WaitingForParticipant() {
  const call = useUnit($hostCall);
  return (
    <Stack
      align="center"
      gap="5"
      p={{ base: '6', md: '10' }}
      w="full"
      maxW="md"
      rounded="2xl"
      borderWidth="1px"
      borderStyle="dashed"
      bg="bg.panel"
      textAlign="center"
      data-testid="waiting-card"
      // On a short screen the meeting ID to share would sit under the footer: a tighter card without the
      // picture (and wider on a phone on its side) keeps it on screen.
      css={{ [SHORT_SCREEN]: { gap: '3', p: '4' }, [SHORT_LANDSCAPE]: { maxW: '2xl' } }}
    >
      <Box
        p="4"
        rounded="full"
        bg="brand.subtle"
        color="brand.fg"
        css={{ [SHORT_SCREEN]: { display: 'none' } }}
      >
        <UserPlus size={32} aria-hidden />
      </Box>
      <Stack gap="1" align="center">
        <Text fontSize="lg" fontWeight="semibold" role="status">
          Waiting for participants to join...
        </Text>
        <Text color="fg.muted">
          One of your users can join this call from their dashboard, where it shows as the Active Call.
        </Text>
      </Stack>
      {call?.meetingId ? (
        <Box w="full" textAlign="start">
          <CopyField label="Meeting ID" value={call.meetingId} monospace />
        </Box>
      ) : null}
    </Stack>
  );
}
