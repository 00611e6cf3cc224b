import { createEffect, createEvent, createStore, sample } from 'effector';
import { endCall, fetchActiveCall, fetchHostCalls } from '@/entities/call';
import { signedOut } from '@/entities/user';
import {
  type Call,
  type HostCallsSortKey,
  getErrorMessage,
  REALTIME_EVENTS,
  realtimeEmitted,
} from '@/shared/api';
import { createListModel, listQuery } from '@/shared/lib';
import { toast } from '@/shared/ui';

export type CallStatusFilter = 'all' | 'active' | 'ended';
export type CallSortKey = HostCallsSortKey;

/** The host's calls a page at a time (search on meeting id, status filter, sort), newest first. */
const callsList = createListModel<Call, CallSortKey, CallStatusFilter>({
  fetch: async (request) => {
    const { calls, total } = await fetchHostCalls(listQuery(request));
    return { rows: calls, total };
  },
  defaultSort: { key: 'startTime', direction: 'desc' },
  defaultFilter: 'all',
  resetOn: signedOut,
});

export const {
  searchChanged: callsSearchChanged,
  filterChanged: callsStatusFilterChanged,
  sortToggled: callsSortToggled,
  sortChanged: callsSortChanged,
  pageChanged: callsPageChanged,
  pageSizeChanged: callsPageSizeChanged,
  fetchFx: fetchCallsFx,
  fetchPageFx: fetchCallsPageFx,
  failed: callsLoadFailed,
  $empty: $callsEmpty,
  $loading: $callsLoading,
  $loadFailed: $callsLoadFailed,
  $search: $callsSearch,
  $filter: $callsStatusFilter,
  $sort: $callsSort,
  $page: $callsPage,
  $pageSize: $callsPageSize,
  $view: $callsView,
} = callsList;

/** The calls list page opened or asked to reload (refresh button, pull-to-refresh). */
export const callsListRequested = createEvent();
export const endActiveCallClicked = createEvent();

export const fetchActiveCallFx = createEffect(() => fetchActiveCall());
export const endActiveCallFx = createEffect((call: Call) => endCall(call._id));
export const $activeCall = createStore<Call | null>(null);
export const $endingActiveCall = endActiveCallFx.pending;

sample({ clock: callsListRequested, target: [fetchCallsFx, fetchActiveCallFx] });
sample({
  clock: callsLoadFailed,
  fn: (error) => getErrorMessage(error, 'Failed to fetch calls'),
  target: toast.error,
});

$activeCall.on(fetchActiveCallFx.doneData, (_, call) => (call?.status === 'active' ? call : null));
/**
 * Whether the first answer about a running call is in (or failed): its card sits above the search and the list,
 * so they wait for it instead of jumping down when it arrives.
 */
export const $activeCallChecked = createStore(false)
  .on(fetchActiveCallFx.finally, () => true)
  .reset(signedOut);

sample({
  clock: endActiveCallClicked,
  source: { call: $activeCall, ending: $endingActiveCall },
  filter: ({ call, ending }) => call !== null && !ending,
  fn: ({ call }) => call as Call,
  target: endActiveCallFx,
});
// The host's users' dashboards re-fetch the active call on host-disconnected (spec 02 §4).
sample({
  clock: endActiveCallFx.done,
  fn: ({ params }) => ({ event: REALTIME_EVENTS.hostDisconnected, payload: { meetingId: params.meetingId } }),
  target: realtimeEmitted,
});
// Another account signed in on this device never sees the previous host's call.
$activeCall.reset([endActiveCallFx.done, signedOut]);
sample({ clock: endActiveCallFx.done, target: fetchCallsFx });
sample({
  clock: endActiveCallFx.failData,
  fn: (error) => getErrorMessage(error, 'Failed to end call'),
  target: toast.error,
});
