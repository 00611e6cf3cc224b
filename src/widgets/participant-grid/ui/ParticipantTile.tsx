import { Box, Stack, Text } from '@chakra-ui/react';
import { keyframes } from '@emotion/react';
import MicOff from 'lucide-react/icons/mic-off';
import { RemoteAudio, type RoomParticipant } from '@/entities/call-room';
import { Avatar, SHORT_LANDSCAPE } from '@/shared/ui';
import { ParticipantActions } from './ParticipantActions';

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(34, 197, 94, 0.6); }
  70% { box-shadow: 0 0 0 18px rgba(34, 197, 94, 0); }
  100% { box-shadow: 0 0 0 0 rgba(34, 197, 94, 0); }
`;

export function statusLabel(participant: RoomParticipant): string {
  if (participant.muted) return 'Muted';
  return participant.status === 'speaking' ? 'Speaking' : 'Connected';
}

export interface ParticipantTileProps {
  participant: RoomParticipant;
  stream: MediaStream | null;
  outputDeviceId: string | null;
  /** The room's one participant: large and centred, with labelled actions. Otherwise a grid tile. */
  solo?: boolean;
}

/** A participant: avatar with a green speaking ring, name, status (Connected, Speaking, Muted), actions. */
export function ParticipantTile({ participant, stream, outputDeviceId, solo = false }: ParticipantTileProps) {
  const speaking = participant.status === 'speaking' && !participant.muted;
  return (
    <Stack
      as="li"
      data-testid="participant-tile"
      data-speaking={speaking ? 'true' : 'false'}
      aria-label={`${participant.userName}, ${statusLabel(participant)}`}
      align="center"
      gap={solo ? '5' : '3'}
      p={solo ? { base: '6', md: '10' } : '4'}
      w={solo ? 'full' : undefined}
      maxW={solo ? 'md' : undefined}
      rounded="2xl"
      borderWidth="2px"
      borderColor={speaking ? 'green.500' : 'border'}
      bg="bg.panel"
      shadow={solo ? 'lg' : 'sm'}
      // On a phone on its side the room's height is short: a tighter tile keeps its actions above the footer.
      css={solo ? { [SHORT_LANDSCAPE]: { gap: '2', py: '3' } } : undefined}
    >
      <Box position="relative">
        <Box
          rounded="full"
          outline={speaking ? '4px solid' : undefined}
          outlineColor="green.500"
          outlineOffset="4px"
          animation={speaking ? `${pulse} 1.2s ease-out infinite` : undefined}
        >
          <Avatar name={participant.userName} size={solo ? '2xl' : 'xl'} />
        </Box>
        {participant.muted ? (
          <Box
            position="absolute"
            bottom="-1"
            right="-1"
            p="1.5"
            rounded="full"
            bg="red.solid"
            color="red.contrast"
            borderWidth="2px"
            borderColor="bg.panel"
          >
            <MicOff size={solo ? 18 : 14} aria-hidden />
          </Box>
        ) : null}
      </Box>
      <Stack gap="0.5" align="center" minW="0" w="full">
        <Text fontWeight="semibold" fontSize={solo ? '2xl' : 'md'} truncate maxW="full">
          {participant.userName}
        </Text>
        <Text
          fontSize={solo ? 'md' : 'sm'}
          fontWeight="medium"
          color={speaking ? 'fg.success' : participant.muted ? 'fg.error' : 'fg.muted'}
        >
          {statusLabel(participant)}
        </Text>
      </Stack>
      <ParticipantActions participant={participant} compact={!solo} />
      <RemoteAudio stream={stream} outputDeviceId={outputDeviceId} />
    </Stack>
  );
}
