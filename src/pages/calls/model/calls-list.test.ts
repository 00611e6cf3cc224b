import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { Call } from '@/shared/api';
import { toastsShown } from '../../../../tests/setup/toasts';
import {
  $activeCall,
  $callsLoading,
  $callsPage,
  $callsView,
  callsListRequested,
  callsPageChanged,
  callsSearchChanged,
  callsSortToggled,
  callsStatusFilterChanged,
  endActiveCallClicked,
  endActiveCallFx,
  fetchActiveCallFx,
  fetchCallsFx,
} from './calls-list';
import { DEFAULT_CALL_SORT, selectCalls } from './calls-list-select';

function call(i: number, patch: Partial<Call> = {}): Call {
  return {
    _id: `c${i}`,
    meetingId: `meet-${String(i).padStart(3, '0')}`,
    hostId: 'h',
    hostName: 'Host',
    hostProfilePicture: '',
    title: 'New Call',
    type: 'audio',
    status: 'ended',
    startedAt: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
    startTime: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
    endTime: new Date(Date.UTC(2025, 0, 1, 1, i)).toISOString(),
    participants: [],
    ...patch,
  };
}
const calls = Array.from({ length: 25 }, (_, i) => call(i + 1));
calls[24] = call(25, { status: 'active', endTime: null });

describe('selectCalls', () => {
  const base = { search: '', status: 'all' as const, sort: DEFAULT_CALL_SORT, page: 1, pageSize: 10 };
  it('defaults to newest first, 10 per page, numbers continue', () => {
    const page2 = selectCalls(calls, { ...base, page: 2 });
    expect(page2.rows[0]?._id).toBe('c15');
    expect(page2.offset).toBe(10);
    expect(page2.pageCount).toBe(3);
  });
  it('searches the meeting id and filters by status', () => {
    expect(selectCalls(calls, { ...base, search: 'MEET-02' }).total).toBe(6);
    expect(selectCalls(calls, { ...base, status: 'active' }).rows.map((c) => c._id)).toEqual(['c25']);
    expect(selectCalls(calls, { ...base, status: 'ended' }).total).toBe(24);
  });
  it('sorts by participants and end time', () => {
    const withPeople = [
      call(1, { participants: [] }),
      call(2, { participants: [{ _id: 'p', userId: 'u', name: 'n', joinedAt: '' }] }),
    ];
    expect(
      selectCalls(withPeople, { ...base, sort: { key: 'participants', direction: 'desc' } }).rows[0]?._id,
    ).toBe('c2');
    expect(selectCalls(calls, { ...base, sort: { key: 'endTime', direction: 'desc' } }).rows.at(0)?._id).toBe(
      'c24',
    );
  });
});

describe('calls list model', () => {
  it('loads, pages and resets the page when filters change', async () => {
    const scope = fork({
      handlers: [
        [fetchCallsFx, async () => calls],
        [fetchActiveCallFx, async () => calls[24]],
      ],
    });
    expect(scope.getState($callsLoading)).toBe(true);
    await allSettled(callsListRequested, { scope });
    expect(scope.getState($callsLoading)).toBe(false);
    expect(scope.getState($activeCall)?._id).toBe('c25');
    await allSettled(callsPageChanged, { scope, params: 3 });
    expect(scope.getState($callsView).rows).toHaveLength(5);
    await allSettled(callsStatusFilterChanged, { scope, params: 'ended' });
    expect(scope.getState($callsPage)).toBe(1);
    await allSettled(callsPageChanged, { scope, params: 2 });
    await allSettled(callsSearchChanged, { scope, params: 'meet-01' });
    expect(scope.getState($callsPage)).toBe(1);
    await allSettled(callsSortToggled, { scope, params: 'meetingId' });
    expect(scope.getState($callsView).rows.map((c) => c.meetingId)).toEqual([
      'meet-010',
      'meet-011',
      'meet-012',
      'meet-013',
      'meet-014',
      'meet-015',
      'meet-016',
      'meet-017',
      'meet-018',
      'meet-019',
    ]);
  });

  it('ends the active call and reports failures', async () => {
    const end = vi.fn(async () => undefined);
    const scope = fork({
      values: [[$activeCall, calls[24]!]],
      handlers: [
        [endActiveCallFx, end],
        [fetchCallsFx, async () => calls],
      ],
    });
    await allSettled(endActiveCallClicked, { scope });
    expect(end).toHaveBeenCalledWith(calls[24]);
    expect(scope.getState($activeCall)).toBeNull();

    const error = toastsShown('error');
    const failing = fork({
      values: [[$activeCall, calls[24]!]],
      handlers: [[endActiveCallFx, async () => Promise.reject(new Error('x'))]],
    });
    await allSettled(endActiveCallClicked, { scope: failing });
    expect(error).toHaveBeenCalledWith('Failed to end call');
    expect(failing.getState($activeCall)?._id).toBe('c25');
  });

  it('shows the failure toast and an empty list when loading fails', async () => {
    const error = toastsShown('error');
    const scope = fork({
      handlers: [
        [fetchCallsFx, async () => Promise.reject(new Error('x'))],
        [fetchActiveCallFx, async () => null],
      ],
    });
    await allSettled(callsListRequested, { scope });
    expect(error).toHaveBeenCalledWith('Failed to fetch calls');
    expect(scope.getState($callsView).rows).toEqual([]);
  });
});
