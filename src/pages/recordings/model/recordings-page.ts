import { sample } from 'effector';
import { createGate } from 'effector-react';
import {
  FAILED_TO_FETCH_RECORDINGS,
  createRecordingsBrowser,
  fetchHostRecordings,
  hostEntries,
} from '@/entities/recording';
import { signedOut } from '@/entities/user';
import { deleteFailed, deleteRefused, recordingsDeleted } from '@/features/recording-delete';
import { $playbackTrack, playbackStopped } from '@/features/recording-playback';
import { REALTIME_EVENTS, getErrorMessage, realtimeEvent } from '@/shared/api';
import { appRefreshRequested } from '@/shared/lib';
import { toast } from '@/shared/ui';

/** The host's recordings: every sub-user's files, by user, date and file. */
export const hostRecordings = createRecordingsBrowser({
  fetch: async () => hostEntries(await fetchHostRecordings()),
  resetOn: signedOut,
});

/** Mounted while /recordingsPage is on screen. */
export const RecordingsPageGate = createGate<Record<string, never>>('RecordingsPage');

sample({ clock: RecordingsPageGate.open, target: hostRecordings.requested });
sample({ clock: appRefreshRequested, filter: RecordingsPageGate.status, target: hostRecordings.requested });
// A clip stored while the page is open (pushed by the server, which knows when it stored one) joins the list
// without a refresh.
sample({
  clock: realtimeEvent(REALTIME_EVENTS.recordingAdded),
  filter: RecordingsPageGate.status,
  target: hostRecordings.requested,
});
sample({
  clock: hostRecordings.failed,
  fn: (error) => getErrorMessage(error, FAILED_TO_FETCH_RECORDINGS),
  target: toast.error,
});

// Deletes: the spec's toasts; the list updates without a reload, a failure keeps the rows.
sample({
  clock: recordingsDeleted,
  filter: RecordingsPageGate.status,
  fn: ({ target }) => target.scope,
  target: hostRecordings.removed,
});
sample({
  clock: recordingsDeleted,
  filter: RecordingsPageGate.status,
  fn: ({ message }) => message,
  target: toast.success,
});
sample({
  clock: deleteFailed,
  filter: RecordingsPageGate.status,
  fn: ({ message }) => message,
  target: toast.error,
});
// A date goes folder by folder: after a failure part of it may be gone, so the list is read again.
sample({
  clock: deleteFailed,
  source: RecordingsPageGate.status,
  filter: (open, outcome) => open && outcome.target.kind === 'date',
  target: hostRecordings.requested,
});
sample({ clock: deleteRefused, filter: RecordingsPageGate.status, target: toast.error });

// A file that left the list (deleted here or elsewhere) stops playing; so does leaving the page.
sample({
  clock: hostRecordings.$entries,
  source: $playbackTrack,
  filter: (track, entries) => track !== null && !entries.some((entry) => entry.id === track.id),
  target: playbackStopped,
});
sample({ clock: RecordingsPageGate.close, target: playbackStopped });
