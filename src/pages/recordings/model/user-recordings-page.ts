import { sample } from 'effector';
import { createGate } from 'effector-react';
import {
  FAILED_TO_FETCH_RECORDINGS,
  createRecordingsBrowser,
  fetchUserRecordings,
  userEntries,
} from '@/entities/recording';
import { signedOut } from '@/entities/user';
import { deleteRefused } from '@/features/recording-delete';
import { $playbackTrack, playbackStopped } from '@/features/recording-playback';
import { REALTIME_EVENTS, getErrorMessage, realtimeEvent } from '@/shared/api';
import { appRefreshRequested } from '@/shared/lib';
import { toast } from '@/shared/ui';

/** The signed-in sub-user's own recordings: date folders and files, play and download only. */
export const userRecordings = createRecordingsBrowser({
  fetch: async () => userEntries(await fetchUserRecordings()),
  resetOn: signedOut,
});

/** Mounted while /user-recordings is on screen. */
export const UserRecordingsPageGate = createGate<Record<string, never>>('UserRecordingsPage');

sample({ clock: UserRecordingsPageGate.open, target: userRecordings.requested });
sample({
  clock: appRefreshRequested,
  filter: UserRecordingsPageGate.status,
  target: userRecordings.requested,
});
// A clip stored while the page is open (pushed by the server, which knows when it stored one) joins the list
// without a refresh.
sample({
  clock: realtimeEvent(REALTIME_EVENTS.recordingAdded),
  filter: UserRecordingsPageGate.status,
  target: userRecordings.requested,
});
sample({
  clock: userRecordings.failed,
  fn: (error) => getErrorMessage(error, FAILED_TO_FETCH_RECORDINGS),
  target: toast.error,
});
// The view offers no delete; a request that still arrives is refused by the delete model with the spec's text.
sample({ clock: deleteRefused, filter: UserRecordingsPageGate.status, target: toast.error });

sample({
  clock: userRecordings.$entries,
  source: $playbackTrack,
  filter: (track, entries) => track !== null && !entries.some((entry) => entry.id === track.id),
  target: playbackStopped,
});
sample({ clock: UserRecordingsPageGate.close, target: playbackStopped });
