import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { fetchHostCalls, fetchHostCallsStartedSince } from '@/entities/call';
import { $isTrialActive, $subscriptionStatus } from '@/entities/subscription';
import { $user, fetchSubUsers, type SubUser } from '@/entities/user';
import { subUserCreated } from '@/features/user-form';
import type { Call } from '@/shared/api';
import { DASHBOARD_INITIAL_LOADER_MS, LOCAL_KEYS } from '@/shared/config';
import { appRefreshRequested, delayFx, readString, writeString } from '@/shared/lib';
import { mergeActivity } from '../lib/activity';
import { chartWindowStart, dailyCallStats } from '../lib/daily';

export const DashboardGate = createGate<Record<string, never>>('Dashboard');
export const dashboardReloadRequested = createEvent();
export const trialModalClosed = createEvent();
export const expiringModalClosed = createEvent();

export interface DashboardData {
  totalUsers: number;
  activeUsers: number;
  totalCalls: number;
  /** The calls the activity chart shows: those started within its days. */
  chartCalls: Call[];
  recentUsers: SubUser[];
  recentCalls: Call[];
}

const EMPTY: DashboardData = {
  totalUsers: 0,
  activeUsers: 0,
  totalCalls: 0,
  chartCalls: [],
  recentUsers: [],
  recentCalls: [],
};

/**
 * The counts come from the lists' `total`, the chart from the recent calls only: a host with thousands of
 * users and calls downloads a few pages, not every record. Each part fails silently to its empty value
 * (spec 01 §8).
 */
export const loadDashboardFx = createEffect(async (): Promise<DashboardData> => {
  const quiet = <T>(promise: Promise<T>, fallback: T) => promise.catch(() => fallback);
  const [users, activeUsers, calls, chartCalls] = await Promise.all([
    quiet(fetchSubUsers({ limit: 5 }), { users: [], total: 0 }),
    quiet(
      fetchSubUsers({ status: 'active', limit: 1 }).then((reply) => reply.total),
      0,
    ),
    quiet(fetchHostCalls({ limit: 5 }), { calls: [], total: 0 }),
    quiet(fetchHostCallsStartedSince(chartWindowStart(Date.now())), []),
  ]);
  return {
    totalUsers: users.total,
    activeUsers,
    totalCalls: calls.total,
    chartCalls,
    recentUsers: users.users,
    recentCalls: calls.calls,
  };
});
export const initialLoaderFx = attach({ effect: delayFx, mapParams: () => DASHBOARD_INITIAL_LOADER_MS });
const clockFx = createEffect(() => Date.now());
const writeTrialFlagFx = createEffect((hostId: string) =>
  writeString('local', LOCAL_KEYS.trialModalShown(hostId), 'true'),
);

export const $dashboardData = createStore<DashboardData>(EMPTY);
export const $dashboardLoaded = createStore(false);
/** The 1-second initial loader (spec 01 §2). */
export const $initialLoader = createStore(true);
export const $dashboardNow = createStore(0);
export const $trialModalOpen = createStore(false);
export const $expiringModalOpen = createStore(false);
/** The expiring-soon notice shows once per app session. */
const $expiringNoticeShown = createStore(false);

sample({ clock: DashboardGate.open, target: [initialLoaderFx, loadDashboardFx, clockFx] });
sample({
  clock: [dashboardReloadRequested, subUserCreated],
  target: [loadDashboardFx, clockFx],
});
sample({ clock: appRefreshRequested, filter: DashboardGate.status, target: [loadDashboardFx, clockFx] });
$initialLoader.on(DashboardGate.open, () => true).on(initialLoaderFx.finally, () => false);
$dashboardData.on(loadDashboardFx.doneData, (_, data) => data);
$dashboardLoaded.on(loadDashboardFx.finally, () => true);
$dashboardNow.on(clockFx.doneData, (_, now) => now);

export const $dashboardStats = $dashboardData.map(({ totalUsers, totalCalls, activeUsers }) => ({
  totalUsers,
  totalCalls,
  activeUsers,
}));
export const $recentActivity = $dashboardData.map(({ recentCalls, recentUsers }) =>
  mergeActivity(recentCalls, recentUsers),
);
export const $dailyStats = combine($dashboardData, $dashboardNow, ({ chartCalls }, now) =>
  dailyCallStats(chartCalls, now || Date.now()),
);

/**
 * After the initial loader, at most one notice: the trial welcome (once per host, remembered under
 * trialModalShown_{hostId}), otherwise the expiring-soon modal (warning status, once per app session).
 */
const decideNoticeFx = createEffect(
  ({
    hostId,
    trial,
    warning,
    expiringShown,
  }: {
    hostId: string;
    trial: boolean;
    warning: boolean;
    expiringShown: boolean;
  }) => {
    if (trial && hostId && readString('local', LOCAL_KEYS.trialModalShown(hostId)) !== 'true')
      return 'trial' as const;
    if (warning && !expiringShown) return 'expiring' as const;
    return null;
  },
);
sample({
  clock: initialLoaderFx.done,
  source: {
    user: $user,
    trial: $isTrialActive,
    status: $subscriptionStatus,
    expiringShown: $expiringNoticeShown,
  },
  fn: ({ user, trial, status, expiringShown }) => ({
    hostId: user?._id ?? '',
    trial,
    warning: status.status === 'warning',
    expiringShown,
  }),
  target: decideNoticeFx,
});
sample({
  clock: decideNoticeFx.doneData,
  filter: (notice) => notice === 'trial',
  fn: () => true,
  target: $trialModalOpen,
});
sample({
  clock: decideNoticeFx.doneData,
  filter: (notice) => notice === 'expiring',
  fn: () => true,
  target: [$expiringModalOpen, $expiringNoticeShown],
});
sample({
  clock: trialModalClosed,
  source: $user,
  filter: Boolean,
  fn: (user) => user._id,
  target: writeTrialFlagFx,
});
$trialModalOpen.reset(trialModalClosed);
$expiringModalOpen.reset(expiringModalClosed);
