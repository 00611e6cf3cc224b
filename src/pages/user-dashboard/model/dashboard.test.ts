import { allSettled, fork, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchNotificationsFx } from '@/entities/notification';
import type { Call } from '@/shared/api';
import { NOTIFICATION_POLL_MS, USER_DASHBOARD_PULL } from '@/shared/config';
import { isPastThreshold, pullDistance, toastFx, type Toast } from '@/shared/ui';
import { $userActiveCall, fetchUserActiveCallFx } from './active-call';
import {
  $firstLoadDone,
  $recordingsCount,
  DASHBOARD_REFRESHED,
  FAILED_TO_CHECK_ACTIVE_CALL,
  FAILED_TO_REFRESH,
  fetchRecordingsCountFx,
  refreshDashboardFx,
  tabBecameVisible,
} from './dashboard';
import { UserDashboardGate } from './gate';

const call = { _id: 'c1', meetingId: 'm-1', status: 'active', hostName: 'Asha Verma' } as Call;

function setup(
  overrides: { activeCall?: () => Promise<Call | null>; recordings?: () => Promise<number> } = {},
) {
  const notifications = vi.fn(async () => []);
  const activeCall = vi.fn(overrides.activeCall ?? (async () => call));
  const recordings = vi.fn(overrides.recordings ?? (async () => 7));
  const toasts: Toast[] = [];
  const scope = fork({
    handlers: [
      [fetchNotificationsFx, notifications],
      [fetchUserActiveCallFx, activeCall],
      [fetchRecordingsCountFx, recordings],
      [toastFx, (toast: Toast) => void toasts.push(toast)],
    ],
  });
  return { scope, notifications, activeCall, recordings, toasts };
}

describe('user dashboard model: loading and refresh', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /**
   * While the page is open a 60 s poll wait is always pending, so `allSettled` resolves only after the page
   * closes and that wait ends: fire units without awaiting them, let the microtasks run, and settle at close.
   */
  async function fire(scope: Scope, run: (scope: Scope) => Promise<unknown>) {
    pending.push(run(scope));
    await vi.advanceTimersByTimeAsync(0);
  }
  let pending: Promise<unknown>[] = [];
  async function open(scope: Scope) {
    await fire(scope, (s) => allSettled(UserDashboardGate.open, { scope: s, params: {} }));
    return async () => {
      await fire(scope, (s) => allSettled(UserDashboardGate.close, { scope: s, params: {} }));
      await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS);
      await Promise.all(pending);
      pending = [];
    };
  }

  it('loads the active call, the recordings total and the notifications once, then ends the spinner', async () => {
    const { scope, notifications, toasts } = setup();
    expect(scope.getState($firstLoadDone)).toBe(false);
    const close = await open(scope);
    expect(scope.getState($firstLoadDone)).toBe(true);
    expect(scope.getState($userActiveCall)?.meetingId).toBe('m-1');
    expect(scope.getState($recordingsCount)).toBe(7);
    expect(notifications).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([]);
    await close();
  });

  it('polls notifications every 60 s while open and stops once closed', async () => {
    const { scope, notifications } = setup();
    const close = await open(scope);
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS - 1);
    expect(notifications).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(notifications).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS);
    expect(notifications).toHaveBeenCalledTimes(3);
    await close();
    await vi.advanceTimersByTimeAsync(3 * NOTIFICATION_POLL_MS);
    expect(notifications).toHaveBeenCalledTimes(3);
  });

  it('runs one poll chain after leaving and coming back within a minute', async () => {
    const { scope, notifications } = setup();
    await open(scope);
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS / 2);
    await fire(scope, (s) => allSettled(UserDashboardGate.close, { scope: s, params: {} }));
    const close = await open(scope);
    expect(notifications).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS);
    // The first visit's wait ended at 60 s and stopped; only the second visit's wait fetched.
    expect(notifications).toHaveBeenCalledTimes(3);
    await close();
  });

  it('reloads notifications when the tab becomes visible, only while the page is open', async () => {
    const { scope, notifications } = setup();
    await allSettled(tabBecameVisible, { scope });
    expect(notifications).not.toHaveBeenCalled();
    const close = await open(scope);
    await fire(scope, (s) => allSettled(tabBecameVisible, { scope: s }));
    expect(notifications).toHaveBeenCalledTimes(2);
    await close();
  });

  it("says 'Failed to check active call status' when the first check fails", async () => {
    const { scope, toasts } = setup({
      activeCall: async () => {
        throw new Error('down');
      },
    });
    const close = await open(scope);
    expect(toasts).toEqual([{ tone: 'error', text: FAILED_TO_CHECK_ACTIVE_CALL }]);
    expect(scope.getState($userActiveCall)).toBeNull();
    await close();
  });

  it('checks once and says so once when the page opens twice at once, as `npm run dev` mounts it', async () => {
    const { scope, toasts, activeCall } = setup({
      activeCall: async () => {
        throw new Error('down');
      },
    });
    await fire(scope, (s) =>
      Promise.all([
        allSettled(UserDashboardGate.open, { scope: s, params: {} }),
        allSettled(UserDashboardGate.close, { scope: s, params: {} }),
        allSettled(UserDashboardGate.open, { scope: s, params: {} }),
      ]),
    );
    expect(activeCall).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([{ tone: 'error', text: FAILED_TO_CHECK_ACTIVE_CALL }]);
    expect(scope.getState($firstLoadDone)).toBe(true);
    await fire(scope, (s) => allSettled(UserDashboardGate.close, { scope: s, params: {} }));
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS);
    await Promise.all(pending);
    pending = [];
  });
});

describe('user dashboard model: pull-to-refresh', () => {
  it("reloads all three parts and says 'Dashboard refreshed'", async () => {
    const { scope, notifications, activeCall, recordings, toasts } = setup();
    await allSettled(refreshDashboardFx, { scope });
    expect([notifications, activeCall, recordings].map((fn) => fn.mock.calls.length)).toEqual([1, 1, 1]);
    expect(toasts).toEqual([{ tone: 'success', text: DASHBOARD_REFRESHED }]);
  });

  it("says 'Failed to check active call status' when only the active call fails", async () => {
    const { scope, toasts } = setup({
      activeCall: async () => {
        throw new Error('down');
      },
    });
    await allSettled(refreshDashboardFx, { scope });
    expect(toasts).toEqual([{ tone: 'error', text: FAILED_TO_CHECK_ACTIVE_CALL }]);
  });

  it("says 'Failed to refresh data' when anything else fails", async () => {
    const { scope, toasts } = setup({
      recordings: async () => {
        throw new Error('down');
      },
    });
    await allSettled(refreshDashboardFx, { scope });
    expect(toasts.at(-1)).toEqual({ tone: 'error', text: FAILED_TO_REFRESH });
  });

  it('pulls at 0.4 of the finger, caps at 120 px and triggers from 80 px', () => {
    expect(pullDistance(199, USER_DASHBOARD_PULL)).toBeCloseTo(79.6);
    expect(isPastThreshold(pullDistance(199, USER_DASHBOARD_PULL), USER_DASHBOARD_PULL.threshold)).toBe(
      false,
    );
    expect(isPastThreshold(pullDistance(200, USER_DASHBOARD_PULL), USER_DASHBOARD_PULL.threshold)).toBe(true);
    expect(pullDistance(1000, USER_DASHBOARD_PULL)).toBe(120);
  });
});
