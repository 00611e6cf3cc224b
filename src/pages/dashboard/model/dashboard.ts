import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { fetchHostCalls } from '@/entities/call';
import { $isTrialActive, $subscriptionStatus } from '@/entities/subscription';
import { $user, fetchSubUsers, type SubUser } from '@/entities/user';
import { subUserCreated } from '@/features/user-form';
import type { Call } from '@/shared/api';
import { DASHBOARD_INITIAL_LOADER_MS, LOCAL_KEYS } from '@/shared/config';
import { appRefreshRequested, delayFx, readString, writeString } from '@/shared/lib';
import { mergeActivity } from '../lib/activity';
import { dailyCallStats } from '../lib/daily';

export const DashboardGate = createGate<Record<string, never>>('Dashboard');
export const dashboardReloadRequested = createEvent();
export const trialModalClosed = createEvent();
export const expiringModalClosed = createEvent();

export interface DashboardData {
  users: SubUser[];
  calls: Call[];
  recentUsers: SubUser[];
  recentCalls: Call[];
}

const EMPTY: DashboardData = { users: [], calls: [], recentUsers: [], recentCalls: [] };

/** Counts and activity fail silently to empty values (spec 01 §8). */
export const loadDashboardFx = createEffect(async (): Promise<DashboardData> => {
  const quiet = <T>(promise: Promise<T[]>) => promise.catch(() => [] as T[]);
  const [users, calls, recentUsers, recentCalls] = await Promise.all([
    quiet(fetchSubUsers().then((reply) => reply.users)),
    quiet(fetchHostCalls().then((reply) => reply.calls)),
    quiet(fetchSubUsers({ limit: 5 }).then((reply) => reply.users)),
    quiet(fetchHostCalls({ limit: 5 }).then((reply) => reply.calls)),
  ]);
  return { users, calls, recentUsers, recentCalls };
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

export const $dashboardStats = combine($dashboardData, $user, ({ users, calls }, host) => {
  const subUsers = users.filter((u) => u._id !== host?._id);
  return {
    totalUsers: subUsers.length,
    totalCalls: calls.length,
    activeUsers: subUsers.filter((u) => u.isActive).length,
  };
});
export const $recentActivity = $dashboardData.map(({ recentCalls, recentUsers }) =>
  mergeActivity(recentCalls, recentUsers),
);
export const $dailyStats = combine($dashboardData, $dashboardNow, ({ calls }, now) =>
  dailyCallStats(calls, now || Date.now()),
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
