import { Box, Center, HStack, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { keyframes } from '@emotion/react';
import { useUnit } from 'effector-react';
import { Ban, Mic, MicOff, UserX } from 'lucide-react';
import {
  $outputDeviceId,
  $participantStreams,
  $participants,
  participantDisableRequested,
  participantKickRequested,
  participantMuteToggled,
  RemoteAudio,
  type RoomParticipant,
} from '@/entities/call';
import { Avatar, IconButton } from '@/shared/ui';

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(34, 197, 94, 0.6); }
  70% { box-shadow: 0 0 0 14px rgba(34, 197, 94, 0); }
  100% { box-shadow: 0 0 0 0 rgba(34, 197, 94, 0); }
`;

function statusLabel(participant: RoomParticipant): string {
  if (participant.muted) return 'Muted';
  return participant.status === 'speaking' ? 'Speaking' : 'Connected';
}

function ParticipantTile({
  participant,
  stream,
  outputDeviceId,
}: {
  participant: RoomParticipant;
  stream: MediaStream | null;
  outputDeviceId: string | null;
}) {
  const [toggleMute, kick, disable] = useUnit([
    participantMuteToggled,
    participantKickRequested,
    participantDisableRequested,
  ]);
  const speaking = participant.status === 'speaking' && !participant.muted;
  return (
    <Stack
      as="li"
      data-testid="participant-tile"
      data-speaking={speaking ? 'true' : 'false'}
      aria-label={`${participant.userName}, ${statusLabel(participant)}`}
      align="center"
      gap="3"
      p="4"
      rounded="xl"
      borderWidth="2px"
      borderColor={speaking ? 'green.500' : 'border'}
      bg="bg.panel"
      shadow="sm"
    >
      <Box rounded="full" animation={speaking ? `${pulse} 1.2s ease-out infinite` : undefined}>
        <Avatar name={participant.userName} size="xl" />
      </Box>
      <Stack gap="0" align="center" minW="0" w="full">
        <Text fontWeight="semibold" truncate maxW="full">
          {participant.userName}
        </Text>
        <Text fontSize="sm" color={speaking ? 'fg.success' : participant.muted ? 'fg.error' : 'fg.muted'}>
          {statusLabel(participant)}
        </Text>
      </Stack>
      <HStack gap="1">
        <IconButton
          aria-label={participant.muted ? `Unmute ${participant.userName}` : `Mute ${participant.userName}`}
          aria-pressed={participant.muted}
          size="sm"
          variant="ghost"
          colorPalette={participant.muted ? 'red' : 'gray'}
          onClick={() => toggleMute(participant.key)}
        >
          {participant.muted ? <MicOff /> : <Mic />}
        </IconButton>
        <IconButton
          aria-label={`Kick ${participant.userName}`}
          size="sm"
          variant="ghost"
          colorPalette="orange"
          onClick={() => kick(participant.key)}
        >
          <UserX />
        </IconButton>
        <IconButton
          aria-label={`Disable ${participant.userName}`}
          size="sm"
          variant="ghost"
          colorPalette="red"
          onClick={() => disable(participant.key)}
        >
          <Ban />
        </IconButton>
      </HStack>
      <RemoteAudio stream={stream} outputDeviceId={outputDeviceId} />
    </Stack>
  );
}

/** The host's participant tiles (2 / 4 / 5 / 7 columns), or the waiting text. */
export function ParticipantGrid() {
  const [participants, streams, outputDeviceId] = useUnit([
    $participants,
    $participantStreams,
    $outputDeviceId,
  ]);
  const speakers = participants
    .filter((item) => item.status === 'speaking' && !item.muted)
    .map((item) => item.userName);
  return (
    <>
      <VisuallyHidden aria-live="polite">
        {speakers.length ? `${speakers.join(', ')} speaking` : ''}
      </VisuallyHidden>
      {participants.length === 0 ? (
        <Center flex="1" py="16">
          <Text color="fg.muted" fontSize="lg">
            Waiting for participants to join...
          </Text>
        </Center>
      ) : (
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 2, md: 4, lg: 5, xl: 7 }}
          gap="4"
          aria-label="Participants"
        >
          {participants.map((participant) => (
            <ParticipantTile
              key={participant.key}
              participant={participant}
              stream={streams[participant.key] ?? null}
              outputDeviceId={outputDeviceId}
            />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
