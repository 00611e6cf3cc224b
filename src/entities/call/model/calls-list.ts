import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { DEFAULT_PAGE_SIZE } from '@/shared/config';
import { getErrorMessage, realtimeEmitted, type Call } from '@/shared/api';
import { paginate, toggleSort, type SortState } from '@/shared/lib';
import { notify } from '@/shared/ui';
import { endCall, fetchActiveCall, fetchHostCalls } from '../api/calls';
import {
  DEFAULT_CALL_SORT,
  filterSortCalls,
  type CallSortKey,
  type CallStatusFilter,
} from './calls-list-select';

/** The calls list page opened or asked to reload (refresh button, pull-to-refresh). */
export const callsListRequested = createEvent();
export const callsSearchChanged = createEvent<string>();
export const callsStatusFilterChanged = createEvent<CallStatusFilter>();
export const callsSortToggled = createEvent<CallSortKey>();
export const callsSortChanged = createEvent<SortState<CallSortKey>>();
export const callsPageChanged = createEvent<number>();
export const callsPageSizeChanged = createEvent<number>();
export const endActiveCallClicked = createEvent();

export const fetchCallsFx = createEffect(() => fetchHostCalls());
export const fetchActiveCallFx = createEffect(() => fetchActiveCall());
export const endActiveCallFx = createEffect((call: Call) => endCall(call._id));
const notifyErrorFx = createEffect((message: string) => {
  notify.error(message);
});

export const $calls = createStore<Call[]>([]);
/** True until the first load settles, so the page shows a spinner instead of the empty state. */
export const $callsLoading = createStore(true);
export const $callsLoadFailed = createStore(false);
export const $callsSearch = createStore('');
export const $callsStatusFilter = createStore<CallStatusFilter>('all');
export const $callsSort = createStore(DEFAULT_CALL_SORT);
export const $callsPage = createStore(1);
export const $callsPageSize = createStore(DEFAULT_PAGE_SIZE);
export const $activeCall = createStore<Call | null>(null);
export const $endingActiveCall = endActiveCallFx.pending;

/** Every matching call in display order (the table pages it). */
export const $callsFiltered = combine(
  { calls: $calls, search: $callsSearch, status: $callsStatusFilter, sort: $callsSort },
  ({ calls, ...query }) => filterSortCalls(calls, query),
);
export const $callsView = combine($callsFiltered, $callsPage, $callsPageSize, (rows, page, size) =>
  paginate(rows, page, size),
);

sample({ clock: callsListRequested, target: [fetchCallsFx, fetchActiveCallFx] });

$calls.on(fetchCallsFx.doneData, (_, calls) => calls);
$callsLoading.on(fetchCallsFx.finally, () => false);
$callsLoadFailed.on(fetchCallsFx.fail, () => true).on(fetchCallsFx.done, () => false);
sample({
  clock: fetchCallsFx.failData,
  fn: (error) => getErrorMessage(error, 'Failed to fetch calls'),
  target: notifyErrorFx,
});

$activeCall.on(fetchActiveCallFx.doneData, (_, call) => (call?.status === 'active' ? call : null));

$callsSearch.on(callsSearchChanged, (_, value) => value);
$callsStatusFilter.on(callsStatusFilterChanged, (_, value) => value);
$callsSort.on(callsSortToggled, (sort, key) => toggleSort(sort, key)).on(callsSortChanged, (_, sort) => sort);
$callsPageSize.on(callsPageSizeChanged, (_, size) => size);
$callsPage
  .on(callsPageChanged, (_, page) => page)
  .reset([
    callsSearchChanged,
    callsStatusFilterChanged,
    callsPageSizeChanged,
    callsSortToggled,
    callsSortChanged,
  ]);

sample({
  clock: endActiveCallClicked,
  source: $activeCall,
  filter: (call): call is Call => call !== null,
  target: endActiveCallFx,
});
// The host's users' dashboards re-fetch the active call on host-disconnected (spec 02 §4).
sample({
  clock: endActiveCallFx.done,
  fn: ({ params }) => ({ event: 'host-disconnected', payload: { meetingId: params.meetingId } }),
  target: realtimeEmitted,
});
$activeCall.reset(endActiveCallFx.done);
sample({ clock: endActiveCallFx.done, target: fetchCallsFx });
sample({
  clock: endActiveCallFx.failData,
  fn: (error) => getErrorMessage(error, 'Failed to end call'),
  target: notifyErrorFx,
});
