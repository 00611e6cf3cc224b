import { Alert, Box, VisuallyHidden } from '@chakra-ui/react';
import { useGate, useUnit } from 'effector-react';
import Mic from 'lucide-react/icons/mic';
import MicOff from 'lucide-react/icons/mic-off';
import PhoneOff from 'lucide-react/icons/phone-off';
import Settings from 'lucide-react/icons/settings';
import UserPlus from 'lucide-react/icons/user-plus';
import { useMatch } from 'react-router';
import {
  $hostCall,
  $hostMuted,
  $hostReconnecting,
  $hostRoomPhase,
  $participantCount,
  HostLinkQualityBadge,
  hostMuteToggled,
} from '@/entities/host-room';
import { RoomFooter, RoomFrame, RoomLeaveGuard } from '@/entities/call-room';
import { $micError, MicrophoneBanner } from '@/entities/microphone';
import { endCallConfirmed } from '@/features/host-controls';
import { $callBackgroundUrl, $user } from '@/entities/user';
import { AudioSettingsDialog, audioSettingsOpened } from '@/features/audio-settings';
import {
  $recordingState,
  ACTIVE_RECORDING_LEAVE_TEXT,
  EndCallDialog,
  LowStorageDialog,
  RecordButton,
  RecordingIndicator,
  RecordingRecovery,
  SaveRecordingDialog,
} from '@/features/call-recording';
import { CredentialsDialog, UserFormDialog, userFormOpened } from '@/features/user-form';
import { ROUTES } from '@/shared/config';
import {
  Button,
  ChangeAnnouncer,
  edgeToEdgeBar,
  FullScreenLoader,
  IconButton,
  MAIN_REGION,
} from '@/shared/ui';
import { CallHeader } from '@/widgets/call-header';
import { ParticipantGrid } from '@/widgets/participant-grid';
import { $endDialogOpen, endDialogClosed, endDialogOpened } from '../model/host-call-page';
import { HostCallGate } from '../model/room-gate';

/** The host call room /host/call/{callId} (spec 02 §2). */
export function HostCallPage() {
  // The route carries the call's `_id` (New Call and Join Active Call put it there); the room fetches the
  // call by it and takes the meeting id from the call.
  const callId = useMatch(ROUTES.hostCall.pattern)?.params[ROUTES.hostCall.param] ?? null;
  const [phase, call, user, count, muted, reconnecting, endOpen, recordingState] = useUnit([
    $hostRoomPhase,
    $hostCall,
    $user,
    $participantCount,
    $hostMuted,
    $hostReconnecting,
    $endDialogOpen,
    $recordingState,
  ]);
  const [background, micError] = useUnit([$callBackgroundUrl, $micError]);
  const [toggleMute, confirmEnd, openEnd, closeEnd, openSettings, openUserForm] = useUnit([
    hostMuteToggled,
    endCallConfirmed,
    endDialogOpened,
    endDialogClosed,
    audioSettingsOpened,
    userFormOpened,
  ]);

  // The page model opens the room (after its callStarted guard) and closes it on unmount.
  useGate(HostCallGate, { callId });

  const leaving = phase === 'leaving';
  // Without a microphone nothing is sent whatever the toggle says, so it reads Muted and waits for the
  // banner's Try Again.
  const micMissing = micError !== null;
  const silent = muted || micMissing;
  if (phase === 'idle' || phase === 'connecting')
    return <FullScreenLoader label="Connecting to call..." showLabel />;

  return (
    <RoomFrame backgroundUrl={background} data-testid="host-call-page">
      <RoomLeaveGuard
        active={phase === 'live'}
        onBack={openEnd}
        message={recordingState === 'recording' ? ACTIVE_RECORDING_LEAVE_TEXT : undefined}
      />
      <MicrophoneBanner />
      <CallHeader
        title={user?.name ?? 'Host'}
        startedAt={call ? Date.parse(call.startedAt) : null}
        participantCount={count}
        badges={
          <>
            <RecordingIndicator />
            {count > 0 ? <HostLinkQualityBadge /> : null}
          </>
        }
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
      <ChangeAnnouncer value={reconnecting} describe={(now) => (now ? 'Reconnecting...' : 'Reconnected')} />
      {reconnecting ? (
        <Alert.Root status="warning" borderRadius="0" {...edgeToEdgeBar('1rem')}>
          <Alert.Indicator />
          <Alert.Title>Reconnecting...</Alert.Title>
        </Alert.Root>
      ) : null}
      <Box {...MAIN_REGION} flex="1" display="flex" flexDirection="column" p={{ base: '4', md: '6' }}>
        <ParticipantGrid />
      </Box>
      <RoomFooter
        // Tighter on the narrowest phones, where the four controls then take two rows rather than four.
        gap={{ base: '2', sm: '3' }}
        inlineSpace={{ base: '0.5rem', sm: '1rem' }}
        wrap="wrap"
      >
        <Button variant="outline" colorPalette="gray" onClick={openSettings}>
          <Settings aria-hidden />
          Audio Settings
        </Button>
        <Button
          variant={silent ? 'solid' : 'outline'}
          colorPalette={silent ? 'red' : 'gray'}
          disabled={micMissing}
          onClick={toggleMute}
        >
          {/* Named by what a press does, like the tiles' Mute buttons; the icon and colour show the state. */}
          {silent ? <MicOff aria-hidden /> : <Mic aria-hidden />}
          {silent ? 'Unmute' : 'Mute'}
        </Button>
        <RecordButton disabled={leaving} />
        <Button colorPalette="red" onClick={openEnd} disabled={leaving}>
          <PhoneOff aria-hidden />
          End Call
        </Button>
      </RoomFooter>
      {/* A missing microphone is the banner's alert; saying it here too would say it twice. */}
      <VisuallyHidden aria-live="polite">
        {micMissing ? '' : muted ? 'Your microphone is muted' : 'Your microphone is on'}
      </VisuallyHidden>
      <EndCallDialog open={endOpen && !leaving} onEndCall={confirmEnd} onClose={closeEnd} ending={leaving} />
      <SaveRecordingDialog suppressed={endOpen || leaving} />
      <LowStorageDialog />
      <RecordingRecovery />
      {leaving ? <FullScreenLoader label="Preparing to leave call..." showLabel /> : null}
      <AudioSettingsDialog showRecordingSwitch />
      <UserFormDialog />
      <CredentialsDialog />
    </RoomFrame>
  );
}
