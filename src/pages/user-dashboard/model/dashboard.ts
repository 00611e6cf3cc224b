import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import {
  fetchNotificationsFx,
  notificationsPollStarted,
  notificationsPollStopped,
  notificationsTabShown,
} from '@/entities/notification';
import { FAILED_TO_FETCH_RECORDINGS, countRecordings, fetchUserRecordings } from '@/entities/recording';
import { toast, toastFx, type Toast } from '@/shared/ui';
import { fetchUserActiveCallFx } from './active-call';
import { UserDashboardGate } from './gate';

export const DASHBOARD_REFRESHED = 'Dashboard refreshed';
export const FAILED_TO_REFRESH = 'Failed to refresh data';
export const FAILED_TO_CHECK_ACTIVE_CALL = 'Failed to check active call status';

export const tabBecameVisible = createEvent();
export const recordingsRefreshClicked = createEvent();

/** The recordings panel shows only the number of files (spec 02 §3). */
export const fetchRecordingsCountFx = createEffect(async () => countRecordings(await fetchUserRecordings()));

export interface LoadOutcome {
  activeCall: boolean;
  recordings: boolean;
  notifications: boolean;
}

/** Loads the three parts side by side; each settles on its own and the outcome says which failed. */
export const loadDashboardFx = createEffect(async (): Promise<LoadOutcome> => {
  const [activeCall, recordings, notifications] = await Promise.allSettled([
    fetchUserActiveCallFx(),
    fetchRecordingsCountFx(),
    fetchNotificationsFx(),
  ]);
  return {
    activeCall: activeCall.status === 'fulfilled',
    recordings: recordings.status === 'fulfilled',
    notifications: notifications.status === 'fulfilled',
  };
});
/** The first load of each visit (behind the spinner). */
export const firstLoadFx = attach({ effect: loadDashboardFx });
/** Pull-to-refresh (spec 02 §2): the same load, answered with a toast. The UI awaits it for the spinner. */
export const refreshDashboardFx = attach({ effect: loadDashboardFx });

export const $recordingsCount = createStore<number | null>(null);
export const $recordingsFailed = createStore(false);
export const $recordingsLoading = fetchRecordingsCountFx.pending;
/** The spinner of the first load of each visit. */
export const $firstLoadDone = createStore(false);

// A visit opened again while its first load is out (`npm run dev` mounts twice) waits for that load.
sample({
  clock: UserDashboardGate.open,
  source: firstLoadFx.pending,
  filter: (loading) => !loading,
  target: firstLoadFx,
});
$firstLoadDone.on(firstLoadFx.finally, () => true).reset(UserDashboardGate.close);

$recordingsCount.on(fetchRecordingsCountFx.doneData, (_, total) => total);
$recordingsFailed.on(fetchRecordingsCountFx.done, () => false).on(fetchRecordingsCountFx.fail, () => true);
// The panel shows the failure of a load in place; a failed refresh button press says so in a toast.
const refreshRecordingsFx = attach({ effect: fetchRecordingsCountFx });
sample({ clock: recordingsRefreshClicked, target: refreshRecordingsFx });
sample({ clock: refreshRecordingsFx.fail, fn: () => FAILED_TO_FETCH_RECORDINGS, target: toast.error });

// A failed first check would otherwise read as 'no active call'.
sample({
  clock: firstLoadFx.doneData,
  filter: (outcome) => !outcome.activeCall,
  fn: () => FAILED_TO_CHECK_ACTIVE_CALL,
  target: toast.error,
});
sample({
  clock: refreshDashboardFx.doneData,
  fn: (outcome): Toast => {
    if (outcome.activeCall && outcome.recordings && outcome.notifications)
      return { tone: 'success', text: DASHBOARD_REFRESHED };
    if (!outcome.activeCall && outcome.recordings && outcome.notifications)
      return { tone: 'error', text: FAILED_TO_CHECK_ACTIVE_CALL };
    return { tone: 'error', text: FAILED_TO_REFRESH };
  },
  target: toastFx,
});

// Notifications poll while the page is open; the first load above fetched them already.
sample({ clock: UserDashboardGate.open, target: notificationsPollStarted });
sample({ clock: UserDashboardGate.close, target: notificationsPollStopped });
sample({ clock: tabBecameVisible, target: notificationsTabShown });
