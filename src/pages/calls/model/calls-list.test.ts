import { allSettled, fork, scopeBind } from 'effector';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBearerToken, type Call } from '@/shared/api';
import { callFixture } from '../../../../tests/setup/calls';
import { toastsShown } from '../../../../tests/setup/toasts';
import { signedOut } from '@/entities/user';
import {
  $activeCall,
  $activeCallChecked,
  $callsLoading,
  $callsSearch,
  $callsView,
  callsListRequested,
  callsPageChanged,
  callsPageSizeChanged,
  callsSearchChanged,
  callsSortToggled,
  callsStatusFilterChanged,
  endActiveCallClicked,
  endActiveCallFx,
  fetchActiveCallFx,
  fetchCallsPageFx,
} from './calls-list';

function call(i: number, patch: Partial<Call> = {}): Call {
  return callFixture(`c${i}`, Date.UTC(2025, 0, 1, 0, i), {
    meetingId: `meet-${String(i).padStart(3, '0')}`,
    endTime: new Date(Date.UTC(2025, 0, 1, 1, i)).toISOString(),
    ...patch,
  });
}
const calls = Array.from({ length: 25 }, (_, i) => call(i + 1));
calls[24] = call(25, { status: 'active', endTime: null });

/** The route's last query, and a reply of `calls` cut to the page it asks for (newest first unless sorted). */
let lastQuery: Record<string, string> = {};
const server = setupServer(
  http.get('*/api/calls/host/calls', ({ request }) => {
    lastQuery = Object.fromEntries(new URL(request.url).searchParams);
    const limit = Number(lastQuery.limit ?? calls.length);
    const page = Number(lastQuery.page ?? 1);
    const needle = lastQuery.search ?? '';
    const matching = calls
      .filter((c) => c.meetingId.includes(needle) && [undefined, 'all', c.status].includes(lastQuery.status))
      .reverse();
    if (lastQuery.sort === 'meetingId') matching.reverse();
    return HttpResponse.json({
      calls: matching.slice((page - 1) * limit, page * limit),
      total: matching.length,
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => setBearerToken('tkn'));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const shown = (scope: ReturnType<typeof fork>) => scope.getState($callsView).rows.map((c) => c._id);

describe('calls list model', () => {
  it('shows the newest 10 calls first, then the right page after Next, numbered on', async () => {
    const scope = fork({ handlers: [[fetchActiveCallFx, async () => calls[24]]] });
    expect(scope.getState($callsLoading)).toBe(true);
    await allSettled(callsListRequested, { scope });
    expect(scope.getState($callsLoading)).toBe(false);
    expect(scope.getState($activeCall)?._id).toBe('c25');
    expect(shown(scope)).toEqual(['c25', 'c24', 'c23', 'c22', 'c21', 'c20', 'c19', 'c18', 'c17', 'c16']);
    await allSettled(callsPageChanged, { scope, params: 2 });
    expect(lastQuery).toMatchObject({ page: '2', limit: '10', sort: 'startTime', order: 'desc' });
    expect(shown(scope)[0]).toBe('c15');
    expect(scope.getState($callsView)).toMatchObject({ page: 2, pageCount: 3, offset: 10, total: 25 });
  });

  it('asks for page 1 of what matches the search, status, sort and page size', async () => {
    const scope = fork({ handlers: [[fetchActiveCallFx, async () => null]] });
    await allSettled(callsListRequested, { scope });
    await allSettled(callsPageChanged, { scope, params: 3 });
    await allSettled(callsStatusFilterChanged, { scope, params: 'ended' });
    expect(lastQuery).toMatchObject({ status: 'ended', page: '1' });
    expect(scope.getState($callsView).total).toBe(24);
    await allSettled(callsSearchChanged, { scope, params: ' meet-01 ' });
    expect(lastQuery.search).toBe('meet-01');
    await allSettled(callsSortToggled, { scope, params: 'meetingId' });
    expect(lastQuery).toMatchObject({ sort: 'meetingId', order: 'asc' });
    expect(shown(scope)).toEqual(['c10', 'c11', 'c12', 'c13', 'c14', 'c15', 'c16', 'c17', 'c18', 'c19']);
    await allSettled(callsPageSizeChanged, { scope, params: 100 });
    expect(lastQuery).toMatchObject({ limit: '100', page: '1' });
  });

  it('keeps what was typed in the search while the matching calls are on their way', async () => {
    const scope = fork({ handlers: [[fetchActiveCallFx, async () => null]] });
    await allSettled(callsListRequested, { scope });
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/calls/host/calls', async () => {
        await answered;
        return HttpResponse.json({ calls: [calls[11]], total: 1 });
      }),
    );
    const typed = allSettled(callsSearchChanged, { scope, params: 'meet-012' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(scope.getState($callsSearch)).toBe('meet-012');
    expect(shown(scope)).toHaveLength(10);
    answer();
    await typed;
    expect(shown(scope)).toEqual(['c12']);
  });

  it('ends the active call and reports failures', async () => {
    const end = vi.fn(async () => undefined);
    const scope = fork({
      values: [[$activeCall, calls[24]!]],
      handlers: [
        [endActiveCallFx, end],
        [fetchCallsPageFx, async () => ({ rows: calls, total: calls.length })],
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

  it("knows where the active call's card goes once the server answers or fails, and forgets it on sign-out", async () => {
    const scope = fork({ handlers: [[fetchActiveCallFx, async () => calls[24]!]] });
    expect(scope.getState($activeCallChecked)).toBe(false);
    await allSettled(fetchActiveCallFx, { scope });
    expect(scope.getState($activeCallChecked)).toBe(true);
    expect(scope.getState($activeCall)?._id).toBe('c25');

    // The next host on this device never sees the previous one's call, not even until their own answer.
    await allSettled(signedOut, { scope });
    expect(scope.getState($activeCall)).toBeNull();
    expect(scope.getState($activeCallChecked)).toBe(false);

    const failing = fork({ handlers: [[fetchActiveCallFx, async () => Promise.reject(new Error('x'))]] });
    await allSettled(fetchActiveCallFx, { scope: failing });
    expect(failing.getState($activeCallChecked)).toBe(true);
  });

  it('a second press while the call ends asks the server once', async () => {
    const answers: (() => void)[] = [];
    const end = vi.fn(() => new Promise<void>((resolve) => answers.push(resolve)));
    const scope = fork({
      values: [[$activeCall, calls[24]!]],
      handlers: [
        [endActiveCallFx, end],
        [fetchCallsPageFx, async () => ({ rows: calls, total: calls.length })],
      ],
    });
    const ending = allSettled(endActiveCallClicked, { scope });
    scopeBind(endActiveCallClicked, { scope })();
    answers.forEach((answer) => answer());
    await ending;
    expect(end).toHaveBeenCalledOnce();
    expect(scope.getState($activeCall)).toBeNull();
  });

  it('shows the failure toast and an empty list when loading fails', async () => {
    const error = toastsShown('error');
    const scope = fork({
      handlers: [
        [fetchCallsPageFx, async () => Promise.reject(new Error('x'))],
        [fetchActiveCallFx, async () => null],
      ],
    });
    await allSettled(callsListRequested, { scope });
    expect(error).toHaveBeenCalledWith('Failed to fetch calls');
    expect(scope.getState($callsView).rows).toEqual([]);
  });
});
