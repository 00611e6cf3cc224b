import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { $user } from '@/entities/user';
import { setBearerToken } from '@/shared/api';
import { callFixture } from '../../../../tests/setup/calls';
import {
  $dailyStats,
  $dashboardLoaded,
  $dashboardStats,
  $expiringModalOpen,
  $initialLoader,
  $recentActivity,
  $trialModalOpen,
  DashboardGate,
  initialLoaderFx,
  loadDashboardFx,
  trialModalClosed,
} from './dashboard';

const DAY = 86_400_000;
const now = Date.now();
const iso = (offset: number) => new Date(now + offset).toISOString();
const call = (id: string, start: number) => callFixture(id, now + start);
const users = [
  { _id: 'u1', userId: 'U1', name: 'Ravi', isActive: true, createdAt: iso(-3 * DAY) },
  { _id: 'u2', userId: 'U2', name: 'Sara', isActive: false, createdAt: iso(-DAY) },
];
const calls = [call('c1', -2 * DAY), call('c2', -3600_000)];
const host = (subscription: object) => ({ _id: 'h1', name: 'Host', isHost: true, subscription });

function setup(
  subscription: object,
  load = vi.fn(async () => ({
    totalUsers: 2,
    activeUsers: 1,
    totalCalls: 2,
    chartCalls: calls,
    recentUsers: users,
    recentCalls: calls,
  })),
) {
  const scope = fork({
    values: [[$user, host(subscription)]],
    handlers: [
      [loadDashboardFx, load],
      [initialLoaderFx, async () => undefined],
    ],
  });
  return { scope, load };
}

describe('dashboard model', () => {
  it('loads counts and merges recent activity newest first', async () => {
    const { scope } = setup({ isActive: true, startDate: iso(-DAY), endDate: iso(60 * DAY) });
    await allSettled(DashboardGate.open, { scope, params: {} });
    expect(scope.getState($initialLoader)).toBe(false);
    expect(scope.getState($dashboardLoaded)).toBe(true);
    expect(scope.getState($dashboardStats)).toEqual({ totalUsers: 2, totalCalls: 2, activeUsers: 1 });
    expect(scope.getState($recentActivity).map((a) => a.id)).toEqual([
      'call-c2',
      'user-u2',
      'call-c1',
      'user-u1',
    ]);
    expect(scope.getState($trialModalOpen)).toBe(false);
    expect(scope.getState($expiringModalOpen)).toBe(false);
  });

  it('shows the trial welcome once per host', async () => {
    const trial = { isActive: true, isTrial: true, startDate: iso(-DAY), endDate: iso(6 * DAY) };
    const { scope } = setup(trial);
    await allSettled(DashboardGate.open, { scope, params: {} });
    expect(scope.getState($trialModalOpen)).toBe(true);
    await allSettled(trialModalClosed, { scope });
    expect(localStorage.getItem('trialModalShown_h1')).toBe('true');

    const again = setup(trial).scope;
    await allSettled(DashboardGate.open, { scope: again, params: {} });
    expect(again.getState($trialModalOpen)).toBe(false);
  });

  it('warns a trial host whose welcome was already shown that the trial is ending', async () => {
    localStorage.setItem('trialModalShown_h1', 'true');
    const { scope } = setup({
      isActive: true,
      isTrial: true,
      startDate: iso(-9 * DAY),
      endDate: iso(5 * DAY),
    });
    await allSettled(DashboardGate.open, { scope, params: {} });
    expect(scope.getState($trialModalOpen)).toBe(false);
    expect(scope.getState($expiringModalOpen)).toBe(true);
  });

  it('warns when the subscription is expiring', async () => {
    const { scope } = setup({ isActive: true, startDate: iso(-30 * DAY), endDate: iso(3 * DAY) });
    await allSettled(DashboardGate.open, { scope, params: {} });
    expect(scope.getState($expiringModalOpen)).toBe(true);
  });
});

describe('dashboard data from the backend', () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => setBearerToken('tkn'));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  /** A host with 1,234 users (800 active) and 5,000 calls, 40 of them started in the last two days. */
  function manyRecords() {
    const recent = Array.from({ length: 40 }, (_, i) => call(`r${i}`, -i * 3_600_000));
    const older = Array.from({ length: 60 }, (_, i) => call(`o${i}`, -(20 + i) * DAY));
    const pagesAsked: number[] = [];
    server.use(
      http.get('*/api/users', ({ request }) => {
        const query = new URL(request.url).searchParams;
        const total = query.get('status') === 'active' ? 800 : 1234;
        return HttpResponse.json({ users: users.slice(0, Number(query.get('limit'))), total });
      }),
      http.get('*/api/calls/host/calls', ({ request }) => {
        const query = new URL(request.url).searchParams;
        const limit = Number(query.get('limit'));
        const page = Number(query.get('page') ?? 1);
        pagesAsked.push(page);
        const all = [...recent, ...older, ...older, ...older];
        return HttpResponse.json({ calls: all.slice((page - 1) * limit, page * limit), total: 5000 });
      }),
    );
    return { pagesAsked };
  }

  it("counts from the lists' totals and charts the recent calls without downloading every call", async () => {
    const { pagesAsked } = manyRecords();
    const scope = fork({ handlers: [[initialLoaderFx, async () => undefined]] });
    await allSettled(DashboardGate.open, { scope, params: {} });
    expect(scope.getState($dashboardStats)).toEqual({ totalUsers: 1234, totalCalls: 5000, activeUsers: 800 });
    const charted = scope.getState($dailyStats).reduce((sum, day) => sum + day.calls, 0);
    expect(charted).toBe(40);
    // The recent-activity page (limit 5) and the chart's first page of 100, which already reaches older calls.
    expect(pagesAsked).toEqual([1, 1]);
  });

  it('fails silently to empty values', async () => {
    server.use(
      http.get('*/api/users', () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
      http.get('*/api/calls/host/calls', () =>
        HttpResponse.json({ message: 'Server error' }, { status: 500 }),
      ),
    );
    const scope = fork({ handlers: [[initialLoaderFx, async () => undefined]] });
    await allSettled(DashboardGate.open, { scope, params: {} });
    expect(scope.getState($dashboardLoaded)).toBe(true);
    expect(scope.getState($dashboardStats)).toEqual({ totalUsers: 0, totalCalls: 0, activeUsers: 0 });
    expect(scope.getState($recentActivity)).toEqual([]);
    expect(scope.getState($dailyStats).every((day) => day.calls === 0)).toBe(true);
  });
});
