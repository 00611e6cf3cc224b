export {
  fetchHostCalls,
  fetchActiveCall,
  createCall,
  endCall,
  FAILED_TO_INITIATE_CALL,
  INVALID_CALL_DATA,
  ACTIVE_CALL_EXISTS,
} from './api/calls';
export { selectCalls, isCallActive, DEFAULT_CALL_SORT } from './model/calls-list-select';
export type { CallSortKey, CallStatusFilter, CallsQuery } from './model/calls-list-select';
export {
  callsListRequested,
  callsSearchChanged,
  callsStatusFilterChanged,
  callsSortToggled,
  callsPageChanged,
  callsPageSizeChanged,
  endActiveCallClicked,
  fetchCallsFx,
  fetchActiveCallFx,
  endActiveCallFx,
  $calls,
  $callsLoading,
  $callsLoadFailed,
  $callsSearch,
  $callsStatusFilter,
  $callsSort,
  $callsPage,
  $callsPageSize,
  $callsView,
  $activeCall,
  $endingActiveCall,
} from './model/calls-list';
