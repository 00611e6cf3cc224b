import { paginate, sortRows, timeOf, type Page, type SortState, type SortValue } from '@/shared/lib';
import { isCallActive } from '@/entities/call';
import type { Call } from '@/shared/api';

export type CallStatusFilter = 'all' | 'active' | 'ended';
export type CallSortKey = 'meetingId' | 'status' | 'startTime' | 'endTime' | 'participants';

export interface CallsQuery {
  search: string;
  status: CallStatusFilter;
  sort: SortState<CallSortKey>;
  page: number;
  pageSize: number;
}

export const DEFAULT_CALL_SORT: SortState<CallSortKey> = { key: 'startTime', direction: 'desc' };

const sortValue: Record<CallSortKey, (call: Call) => SortValue> = {
  meetingId: (call) => call.meetingId,
  status: (call) => call.status,
  startTime: (call) => timeOf(call.startTime),
  endTime: (call) => timeOf(call.endTime),
  participants: (call) => call.participants.length,
};

/** Search on meetingId (case-insensitive), status filter and sort (spec 01 §2 calls list). */
export function filterSortCalls(
  calls: readonly Call[],
  query: Omit<CallsQuery, 'page' | 'pageSize'>,
): Call[] {
  const needle = query.search.trim().toLowerCase();
  const filtered = calls.filter(
    (call) =>
      (query.status === 'all' || (query.status === 'active') === isCallActive(call)) &&
      (!needle || call.meetingId.toLowerCase().includes(needle)),
  );
  return sortRows(filtered, sortValue[query.sort.key], query.sort.direction);
}

/** Filter, sort, then page (what runs per keystroke). */
export function selectCalls(calls: readonly Call[], query: CallsQuery): Page<Call> {
  return paginate(filterSortCalls(calls, query), query.page, query.pageSize);
}
