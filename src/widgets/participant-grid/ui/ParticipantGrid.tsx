import { Box, Center, SimpleGrid, VisuallyHidden } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { useLayoutEffect, useRef, type FocusEvent } from 'react';
import { $participantStreams, $participants } from '@/entities/host-room';
import { $outputDeviceId } from '@/entities/microphone';
import { ChangeAnnouncer, SHORT_LANDSCAPE } from '@/shared/ui';
import { ParticipantActionConfirm } from './ParticipantActions';
import { ParticipantTile } from './ParticipantTile';
import { WaitingForParticipant } from './WaitingForParticipant';

/** On a phone on its side the room has no height to spare around its one participant. */
const ROOM_SPACE = { [SHORT_LANDSCAPE]: { py: '0' } };

const NAME_SEPARATOR = '\n';
/** Who came in and who went, from the names in the room before and after. */
function describeArrivals(now: string, before: string): string | null {
  const present = now ? now.split(NAME_SEPARATOR) : [];
  const earlier = before ? before.split(NAME_SEPARATOR) : [];
  const joined = present.filter((name) => !earlier.includes(name)).map((name) => `${name} joined`);
  const left = earlier.filter((name) => !present.includes(name)).map((name) => `${name} left`);
  const changes = [...joined, ...left];
  return changes.length ? changes.join('. ') : null;
}

/**
 * The host's participants. A call has one participant (spec 02 §1): waiting, or that participant large and
 * centred. Several (a room that allows more) get the tile grid of 2 / 4 / 5 / 7 columns.
 */
export function ParticipantGrid() {
  const [participants, streams, outputDeviceId] = useUnit([
    $participants,
    $participantStreams,
    $outputDeviceId,
  ]);
  const names = participants.map((item) => item.userName);
  // A tile that goes (kicked, disabled, left) takes the focused button with it, and focus would fall to the
  // top of the page: it moves to the list of those still here, or to the waiting card.
  const focusInside = useRef(false);
  const listRef = useRef<HTMLDivElement>(null);
  const waitingRef = useRef<HTMLDivElement>(null);
  const shownKeys = useRef<string[]>([]);
  useLayoutEffect(() => {
    const keys = participants.map((item) => item.key);
    const tileGone = shownKeys.current.some((key) => !keys.includes(key));
    shownKeys.current = keys;
    if (!tileGone || !focusInside.current || document.activeElement !== document.body) return;
    (listRef.current ?? waitingRef.current)?.focus();
  }, [participants]);
  const onBlur = (event: FocusEvent) => {
    // A blur with nowhere to go is the focused tile being removed (or the window losing focus): kept.
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget))
      focusInside.current = false;
  };
  const speakers = participants
    .filter((item) => item.status === 'speaking' && !item.muted)
    .map((item) => item.userName);
  const tiles = participants.map((participant) => (
    <ParticipantTile
      key={participant.key}
      participant={participant}
      stream={streams[participant.key] ?? null}
      outputDeviceId={outputDeviceId}
      solo={participants.length === 1}
    />
  ));
  return (
    <Box display="contents" onFocus={() => (focusInside.current = true)} onBlur={onBlur}>
      <VisuallyHidden aria-live="polite">
        {speakers.length ? `${speakers.join(', ')} speaking` : ''}
      </VisuallyHidden>
      <ChangeAnnouncer value={names.join(NAME_SEPARATOR)} describe={describeArrivals} />
      {participants.length === 0 ? (
        <Center ref={waitingRef} tabIndex={-1} flex="1" py={{ base: '6', md: '12' }} css={ROOM_SPACE}>
          <WaitingForParticipant />
        </Center>
      ) : participants.length === 1 ? (
        <Center
          ref={listRef}
          tabIndex={-1}
          as="ul"
          listStyleType="none"
          flex="1"
          py={{ base: '6', md: '12' }}
          css={ROOM_SPACE}
          aria-label="Participants"
        >
          {tiles}
        </Center>
      ) : (
        <SimpleGrid
          ref={listRef}
          tabIndex={-1}
          as="ul"
          listStyleType="none"
          columns={{ base: 2, md: 4, lg: 5, xl: 7 }}
          gap="4"
          aria-label="Participants"
        >
          {tiles}
        </SimpleGrid>
      )}
      <ParticipantActionConfirm focusAfterRemoval={() => listRef.current ?? waitingRef.current} />
    </Box>
  );
}
