import { Alert, Box, Flex, HStack, VisuallyHidden } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { Mic, MicOff, PhoneOff, Settings, UserPlus } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import {
  $hostCall,
  $hostMuted,
  $hostReconnecting,
  $hostRoomPhase,
  $participantCount,
  endCallConfirmed,
  hostMuteToggled,
  hostRoomClosed,
  hostRoomOpened,
  MicrophoneBanner,
  RoomLeaveGuard,
} from '@/entities/call';
import { $user } from '@/entities/user';
import { AudioSettingsDialog, audioSettingsOpened } from '@/features/audio-settings';
import { CredentialsDialog, UserFormDialog, userFormOpened } from '@/features/user-form';
import { meetingIdFromLocation } from '@/shared/config';
import { Button, ConfirmDialog, FullScreenLoader, IconButton } from '@/shared/ui';
import { CallHeader } from '@/widgets/call-header';
import { ParticipantGrid } from '@/widgets/participant-grid';
import { $endDialogOpen, endDialogClosed, endDialogOpened } from '../model/host-call-page';

/** The host call room /host/call/{id} (spec 02 §2). */
export function HostCallPage() {
  const location = useLocation();
  const meetingId = meetingIdFromLocation(location.pathname, location.search);
  const [phase, call, user, count, muted, reconnecting, endOpen] = useUnit([
    $hostRoomPhase,
    $hostCall,
    $user,
    $participantCount,
    $hostMuted,
    $hostReconnecting,
    $endDialogOpen,
  ]);
  const [open, close, toggleMute, confirmEnd, openEnd, closeEnd, openSettings, openUserForm] = useUnit([
    hostRoomOpened,
    hostRoomClosed,
    hostMuteToggled,
    endCallConfirmed,
    endDialogOpened,
    endDialogClosed,
    audioSettingsOpened,
    userFormOpened,
  ]);

  useEffect(() => {
    open({ meetingId });
    return () => close();
  }, [meetingId, open, close]);

  const leaving = phase === 'leaving';
  if (phase === 'idle' || phase === 'connecting')
    return <FullScreenLoader label="Connecting to call..." showLabel />;

  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <RoomLeaveGuard active={phase === 'live'} onBack={openEnd} />
      <MicrophoneBanner />
      <CallHeader
        title={user?.name ?? 'Host'}
        startedAt={call ? Date.parse(call.startedAt) : null}
        participantCount={count}
        actions={
          <IconButton
            aria-label="Create new user"
            variant="outline"
            onClick={() => openUserForm({ mode: 'create' })}
          >
            <UserPlus />
          </IconButton>
        }
      />
      {reconnecting ? (
        <Alert.Root status="warning" borderRadius="0" role="status">
          <Alert.Indicator />
          <Alert.Title>Reconnecting...</Alert.Title>
        </Alert.Root>
      ) : null}
      <Box as="main" flex="1" display="flex" flexDirection="column" p={{ base: '4', md: '6' }}>
        <ParticipantGrid />
      </Box>
      <HStack
        as="footer"
        justify="center"
        gap="3"
        py="4"
        px="4"
        borderTopWidth="1px"
        bg="bg.panel"
        position="sticky"
        bottom="0"
        wrap="wrap"
      >
        <Button variant="outline" colorPalette="gray" onClick={openSettings}>
          <Settings aria-hidden />
          Audio Settings
        </Button>
        <Button
          variant={muted ? 'solid' : 'outline'}
          colorPalette={muted ? 'red' : 'gray'}
          aria-pressed={muted}
          onClick={toggleMute}
        >
          {muted ? <MicOff aria-hidden /> : <Mic aria-hidden />}
          {muted ? 'Muted' : 'Unmuted'}
        </Button>
        <Button colorPalette="red" onClick={openEnd} disabled={leaving}>
          <PhoneOff aria-hidden />
          End Call
        </Button>
      </HStack>
      <VisuallyHidden aria-live="polite">
        {muted ? 'Your microphone is muted' : 'Your microphone is on'}
      </VisuallyHidden>
      <ConfirmDialog
        open={endOpen && !leaving}
        title="End Call"
        description="Are you sure you want to end this call? Everyone in it will be disconnected."
        confirmLabel="End Call"
        tone="danger"
        onConfirm={confirmEnd}
        onClose={closeEnd}
        isBusy={leaving}
      />
      {leaving ? <FullScreenLoader label="Preparing to leave call..." showLabel /> : null}
      <AudioSettingsDialog showRecordingSwitch />
      <UserFormDialog />
      <CredentialsDialog />
    </Flex>
  );
}
