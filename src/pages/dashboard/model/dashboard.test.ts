import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $user } from '@/entities/user';
import type { Call } from '@/shared/api';
import {
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
const call = (id: string, start: number): Call => ({
  _id: id,
  meetingId: `m-${id}`,
  hostId: 'h1',
  hostName: 'Host',
  hostProfilePicture: '',
  title: 'New Call',
  type: 'audio',
  status: 'ended',
  startedAt: iso(start),
  startTime: iso(start),
  endTime: iso(start + 60_000),
  participants: [],
});
const users = [
  { _id: 'u1', userId: 'U1', name: 'Ravi', isActive: true, createdAt: iso(-3 * DAY) },
  { _id: 'u2', userId: 'U2', name: 'Sara', isActive: false, createdAt: iso(-DAY) },
];
const calls = [call('c1', -2 * DAY), call('c2', -3600_000)];
const host = (subscription: object) => ({ _id: 'h1', name: 'Host', isHost: true, subscription });

function setup(
  subscription: object,
  load = vi.fn(async () => ({ users, calls, recentUsers: users, recentCalls: calls })),
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

  it('fails silently to empty values', async () => {
    const { scope } = setup(
      { isActive: true, endDate: iso(60 * DAY) },
      vi.fn(async () => ({ users: [], calls: [], recentUsers: [], recentCalls: [] })),
    );
    await allSettled(DashboardGate.open, { scope, params: {} });
    expect(scope.getState($dashboardStats)).toEqual({ totalUsers: 0, totalCalls: 0, activeUsers: 0 });
    expect(scope.getState($recentActivity)).toEqual([]);
  });
});
