import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { signedOut } from '@/entities/user/@x/notification';
import type { Notification } from '@/shared/api';
import { unreadLabel } from '../lib/rules';
import { $notifications, $unreadCount, fetchNotificationsFx, notificationMarkedRead } from './notifications';

const item = (id: string, hoursAgo: number, read = false): Notification => ({
  _id: id,
  message: `Message ${id}`,
  read,
  createdAt: new Date(Date.UTC(2026, 0, 10, 12) - hoursAgo * 3_600_000).toISOString(),
});

describe('notifications entity', () => {
  it('lists newest first and counts the unread ones', async () => {
    const list = [item('old', 10), item('new', 1, true), item('mid', 5)];
    const scope = fork({ handlers: [[fetchNotificationsFx, async () => list]] });
    await allSettled(fetchNotificationsFx, { scope });
    expect(scope.getState($notifications).map((n) => n._id)).toEqual(['new', 'mid', 'old']);
    expect(scope.getState($unreadCount)).toBe(2);
  });

  it('keeps a local read mark when the next fetch still says unread', async () => {
    const scope = fork({ handlers: [[fetchNotificationsFx, async () => [item('a', 1), item('b', 2)]]] });
    await allSettled(fetchNotificationsFx, { scope });
    await allSettled(notificationMarkedRead, { scope, params: 'a' });
    expect(scope.getState($unreadCount)).toBe(1);
    await allSettled(fetchNotificationsFx, { scope });
    expect(scope.getState($notifications).find((n) => n._id === 'a')?.read).toBe(true);
    expect(scope.getState($unreadCount)).toBe(1);
  });

  it('logs a failed fetch and keeps the last list', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = false;
    const scope = fork({
      handlers: [
        [
          fetchNotificationsFx,
          async () => {
            if (fail) throw new Error('offline');
            return [item('a', 1)];
          },
        ],
      ],
    });
    await allSettled(fetchNotificationsFx, { scope });
    fail = true;
    await allSettled(fetchNotificationsFx, { scope });
    expect(scope.getState($notifications)).toHaveLength(1);
    expect(log).toHaveBeenCalledWith('Failed to fetch notifications', expect.any(Error));
    log.mockRestore();
  });

  it('forgets the list when the session ends', async () => {
    const scope = fork({ handlers: [[fetchNotificationsFx, async () => [item('a', 1)]]] });
    await allSettled(fetchNotificationsFx, { scope });
    await allSettled(notificationMarkedRead, { scope, params: 'a' });
    await allSettled(signedOut, { scope });
    expect(scope.getState($notifications)).toEqual([]);
  });

  it('names the unread count for the bell', () => {
    expect(unreadLabel(3)).toBe('3 unread notifications');
    expect(unreadLabel(1)).toBe('1 unread notification');
    expect(unreadLabel(0)).toBe('No unread notifications');
  });
});
