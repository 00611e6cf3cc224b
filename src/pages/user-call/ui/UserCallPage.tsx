import { Box, Flex, HStack, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useGate, useUnit } from 'effector-react';
import LogOut from 'lucide-react/icons/log-out';
import Settings from 'lucide-react/icons/settings';
import { useLocation } from 'react-router';
import {
  $hostStatus,
  $hostStream,
  $joinedAt,
  $roomHost,
  $roomNotice,
  $userReconnecting,
  $userRoomPhase,
  roomNoticeDismissed,
  userLeaveConfirmed,
  UserLinkQualityBadge,
} from '@/entities/user-room';
import { RemoteAudio, ROOM_NOTICE_TEXT, RoomFooter, RoomFrame, RoomLeaveGuard } from '@/entities/call-room';
import {
  $micError,
  $micOpening,
  $outputDeviceId,
  micRequested,
  MicrophoneBanner,
} from '@/entities/microphone';
import { $callBackgroundUrl } from '@/entities/user';
import { AudioSettingsDialog, audioSettingsOpened } from '@/features/audio-settings';
import { $joining } from '@/features/join-call';
import { PushToTalkButton, SavingClipsDialog } from '@/features/push-to-talk';
import { pictureUrl } from '@/shared/api';
import { meetingIdFromLocation } from '@/shared/config';
import {
  Avatar,
  Button,
  ChangeAnnouncer,
  ConfirmDialog,
  Dialog,
  FullScreenLoader,
  SHORT_LANDSCAPE,
  SHORT_SCREEN,
  MAIN_REGION,
} from '@/shared/ui';
import { CallHeader } from '@/widgets/call-header';
import { $leaveDialogOpen, leaveDialogClosed, leaveDialogOpened } from '../model/user-call-page';
import { UserCallGate } from '../model/room-gate';

const STATUS_TEXT = { connected: 'Connected', speaking: 'Speaking', muted: 'Muted' } as const;
const STATUS_COLOR = { connected: 'fg.muted', speaking: 'fg.success', muted: 'fg.error' } as const;

/**
 * The user call room /user/call/{id} (spec 02 §2). Each part subscribes to what it shows: the host speaking,
 * a link sample every 2 s or the microphone opening re-render that part, never the room around the Hold to
 * Speak button.
 */
export function UserCallPage() {
  const location = useLocation();
  const meetingId = meetingIdFromLocation(location.pathname, location.search);
  const [phase, joinedAt, joining, background, openLeave, openSettings] = useUnit([
    $userRoomPhase,
    $joinedAt,
    $joining,
    $callBackgroundUrl,
    leaveDialogOpened,
    audioSettingsOpened,
  ]);

  // The page model opens the room and closes it on unmount.
  useGate(UserCallGate, { meetingId });

  if (joining || phase === 'idle') return <FullScreenLoader label="Connecting to call..." showLabel />;
  const inRoom = phase === 'joining' || phase === 'connected';

  return (
    <RoomFrame backgroundUrl={background} data-testid="user-call-page">
      <RoomLeaveGuard active={inRoom} onBack={openLeave} />
      <MicrophoneBanner />
      <CallHeader
        title={`Meeting ID: ${meetingId ?? ''}`}
        startedAt={joinedAt}
        badges={<UserLinkQualityBadge />}
      />
      <Flex
        {...MAIN_REGION}
        flex="1"
        direction="column"
        align="center"
        justify="center"
        gap="8"
        p="6"
        // On a short screen the room tightens so Leave stays on it; on its side the host's card would push Hold
        // to Speak below the screen's edge, so they stand side by side.
        css={{
          [SHORT_SCREEN]: { gap: '4', py: '3' },
          [SHORT_LANDSCAPE]: { flexDirection: 'row', gap: '10' },
        }}
      >
        <RoomHostCard joining={phase === 'joining'} />
        <PushToTalkButton />
      </Flex>
      <RoomFooter>
        <Button variant="outline" colorPalette="gray" onClick={openSettings}>
          <Settings aria-hidden />
          Settings
        </Button>
        <Button colorPalette="red" onClick={openLeave} disabled={!inRoom}>
          <LogOut aria-hidden />
          Leave
        </Button>
      </RoomFooter>
      <HostAudio />
      <AudioSettingsDialog />
      <RoomDialogs inRoom={inRoom} />
      <SavingClipsDialog />
      {phase === 'leaving' ? <FullScreenLoader label="Leaving call..." showLabel /> : null}
    </RoomFrame>
  );
}

/** The host's picture, name and status (connected, speaking, muted). */
function RoomHostCard({ joining }: { joining: boolean }) {
  const [host, status] = useUnit([$roomHost, $hostStatus]);
  return (
    <Stack
      align="center"
      gap="3"
      p="6"
      rounded="2xl"
      bg="bg.panel/85"
      backdropFilter="blur(6px)"
      shadow="md"
      minW="64"
      css={{ [SHORT_SCREEN]: { p: '4', gap: '2' } }}
    >
      <Box
        rounded="full"
        outline={status === 'speaking' ? '4px solid' : undefined}
        outlineColor="green.500"
        outlineOffset="3px"
      >
        <Avatar name={host.name} src={pictureUrl(host.picture) ?? undefined} size="2xl" />
      </Box>
      <Text fontWeight="semibold" fontSize="xl">
        {host.name}
      </Text>
      {/* Read whole, with whose status it is: "Asha Verma, Speaking". */}
      <Box aria-live="polite" aria-atomic="true">
        <VisuallyHidden>{`${host.name}, `}</VisuallyHidden>
        <HStack gap="2" data-testid="host-status">
          {joining ? <Spinner size="xs" aria-hidden /> : null}
          <Text color={STATUS_COLOR[status]} fontWeight="medium">
            {joining ? 'Connecting...' : STATUS_TEXT[status]}
          </Text>
        </HStack>
      </Box>
    </Stack>
  );
}

function HostAudio() {
  const [stream, outputId] = useUnit([$hostStream, $outputDeviceId]);
  return <RemoteAudio stream={stream} outputDeviceId={outputId} />;
}

/** Leaving, reconnecting, the microphone's permission and the notices that end a visit. */
function RoomDialogs({ inRoom }: { inRoom: boolean }) {
  const [leaveOpen, reconnecting, notice, micError, micOpening] = useUnit([
    $leaveDialogOpen,
    $userReconnecting,
    $roomNotice,
    $micError,
    $micOpening,
  ]);
  const [confirmLeave, closeLeave, dismissNotice, retryMic] = useUnit([
    userLeaveConfirmed,
    leaveDialogClosed,
    roomNoticeDismissed,
    micRequested,
  ]);
  return (
    <>
      <ConfirmDialog
        open={leaveOpen && inRoom}
        title="Leave Call"
        description="Are you sure you want to leave the call?"
        confirmLabel="Leave"
        tone="danger"
        onConfirm={confirmLeave}
        onClose={closeLeave}
      />
      {/* The dialog's title says it is reconnecting; its closing says nothing by itself. */}
      <ChangeAnnouncer value={reconnecting} describe={(now) => (now ? null : 'Reconnected')} />
      <Dialog
        open={reconnecting && inRoom}
        onClose={() => undefined}
        title="Reconnecting..."
        hideCloseButton
        isBusy
      >
        <HStack gap="3" role="status">
          <Spinner size="sm" aria-hidden />
          <Text>Connection lost. Trying to reconnect to the call...</Text>
        </HStack>
      </Dialog>
      <Dialog
        open={Boolean(micError) && inRoom && !reconnecting}
        onClose={() => undefined}
        title="Microphone Permission"
        hideCloseButton
        isBusy={micOpening}
        footer={
          <Button onClick={retryMic} loading={micOpening}>
            Try Again
          </Button>
        }
      >
        {/* The banner's alert has said it; the dialog's title and focus announce the dialog. */}
        <Text>{micError}</Text>
      </Dialog>
      {/* Kicked, disabled and host-ended already say so in a toast on the way out: one message, not two. */}
      <Dialog
        open={notice === 'room-full' || notice === 'room-not-found' || notice === 'relay-missing'}
        onClose={dismissNotice}
        role="alertdialog"
        title="Unable to join"
        footer={<Button onClick={dismissNotice}>OK</Button>}
      >
        <Text role="alert">{notice ? ROOM_NOTICE_TEXT[notice] : null}</Text>
      </Dialog>
    </>
  );
}
