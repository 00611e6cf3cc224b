import { allSettled, fork, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $notifications,
  $unreadCount,
  fetchNotificationsFx,
  notificationsTabShown,
} from '@/entities/notification';
import { $user, type SessionUser } from '@/entities/user';
import type { Notification } from '@/shared/api';
import { NOTIFICATION_POLL_MS } from '@/shared/config';
import { HostNotificationsGate } from './notifications';

const unread: Notification = {
  _id: 'n1',
  message: 'Ravi Kumar joined your call',
  read: false,
  createdAt: '2026-11-24T06:00:00.000Z',
};

describe('host notifications (the frame’s bell)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // While the frame is open a 60 s wait is always pending: fire without awaiting, settle after closing.
  let pending: Promise<unknown>[] = [];
  async function fire(scope: Scope, run: (scope: Scope) => Promise<unknown>) {
    pending.push(run(scope));
    await vi.advanceTimersByTimeAsync(0);
  }
  async function close(scope: Scope) {
    await fire(scope, (s) => allSettled(HostNotificationsGate.close, { scope: s, params: {} }));
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS);
    await Promise.all(pending);
    pending = [];
  }

  it('loads when the frame opens, every 60 s and when the tab is shown again, and stops when it closes', async () => {
    const fetch = vi.fn(async () => [unread]);
    const host = { _id: 'h1', name: 'Asha Verma', isHost: true } as SessionUser;
    const scope = fork({ values: [[$user, host]], handlers: [[fetchNotificationsFx, fetch]] });
    await fire(scope, (s) => allSettled(HostNotificationsGate.open, { scope: s, params: {} }));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(scope.getState($unreadCount)).toBe(1);
    expect(scope.getState($notifications).map((n) => n.message)).toEqual(['Ravi Kumar joined your call']);

    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await fire(scope, (s) => allSettled(notificationsTabShown, { scope: s }));
    expect(fetch).toHaveBeenCalledTimes(3);

    await close(scope);
    const afterClose = fetch.mock.calls.length;
    await vi.advanceTimersByTimeAsync(3 * NOTIFICATION_POLL_MS);
    await allSettled(notificationsTabShown, { scope });
    expect(fetch).toHaveBeenCalledTimes(afterClose);
  });
});
