import { combine, createEvent, createStore, sample } from 'effector';
import {
  $hostRoomPhase,
  $participantStreams,
  hostRoomClosed,
  hostRoomExitRequested,
  hostRoomNoticeRaised,
  hostRoomOpened,
} from '@/entities/host-room';
import { $localStream } from '@/entities/microphone';
import { endCallConfirmed } from '@/features/host-controls';
import { $user } from '@/entities/user';
import { $autoLocalRecording, fetchHostSettingsFx } from '@/features/audio-settings';
import {
  autoRecordingPreferenceSet,
  recordingRoomEntered,
  recordingRoomLeft,
  recordingSettled,
  recordingSourcesSet,
} from '@/features/call-recording';
import { navigateFx } from '@/shared/lib';
import { toastFx } from '@/shared/ui';

/** View state of the host room: the End Call confirmation. */
export const endDialogOpened = createEvent();
export const endDialogClosed = createEvent();

export const $endDialogOpen = createStore(false)
  .on(endDialogOpened, () => true)
  .reset([endDialogClosed, hostRoomClosed]);

// The room says what the host is told and where the host goes once it is left; the page shows and navigates
// (entities never toast or navigate).
sample({ clock: hostRoomNoticeRaised, target: toastFx });
sample({ clock: hostRoomExitRequested, target: navigateFx });

// Recording follows the room: armed for auto-start on entry, finished on disk when the room closes.
sample({ clock: hostRoomOpened, target: recordingRoomEntered });
sample({ clock: hostRoomClosed, target: recordingRoomLeft });
// The 'Auto Local Recording' preference is read on entry (the settings dialog may never be opened).
sample({
  clock: hostRoomOpened,
  source: $user,
  filter: (user) => Boolean(user?.isHost),
  fn: (user) => user?._id ?? '',
  target: fetchHostSettingsFx,
});
sample({ clock: $autoLocalRecording, target: autoRecordingPreferenceSet });
// What is recorded: the host's microphone once the room is live, and every participant's audio.
const $sources = combine($hostRoomPhase, $localStream, $participantStreams, (phase, local, remote) => ({
  local: phase === 'live' ? local : null,
  remote: Object.values(remote),
}));
sample({ clock: $sources, target: recordingSourcesSet });
// 'Save/Discard Recording & End Call': once the recording is settled the call ends.
sample({ clock: recordingSettled, source: $endDialogOpen, filter: Boolean, target: endCallConfirmed });
