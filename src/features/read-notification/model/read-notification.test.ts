import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $unreadCount, fetchNotificationsFx, type Notification } from '@/entities/notification';
import { markReadFx, notificationClicked } from './read-notification';

const unread: Notification = {
  _id: 'n1',
  message: 'Asha Verma started a call',
  read: false,
  createdAt: '2026-01-10T10:00:00.000Z',
};

async function setup(markRead: (id: string) => Promise<void>) {
  const mark = vi.fn(markRead);
  const scope = fork({
    handlers: [
      [fetchNotificationsFx, async () => [unread]],
      [markReadFx, mark],
    ],
  });
  await allSettled(fetchNotificationsFx, { scope });
  return { scope, mark };
}

describe('mark a notification read', () => {
  it('marks it read in the UI and on the server', async () => {
    const { scope, mark } = await setup(async () => {});
    expect(scope.getState($unreadCount)).toBe(1);
    await allSettled(notificationClicked, { scope, params: unread });
    expect(mark).toHaveBeenCalledWith('n1');
    expect(scope.getState($unreadCount)).toBe(0);
  });

  it('shows it read before the server answers', async () => {
    let answer: () => void = () => {};
    const { scope } = await setup(() => new Promise<void>((resolve) => (answer = resolve)));
    const settled = allSettled(notificationClicked, { scope, params: unread });
    expect(scope.getState($unreadCount)).toBe(0);
    answer();
    await settled;
  });

  it('keeps it read when the server fails and logs the error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { scope } = await setup(async () => {
      throw new Error('503');
    });
    await allSettled(notificationClicked, { scope, params: unread });
    expect(scope.getState($unreadCount)).toBe(0);
    expect(log).toHaveBeenCalledWith('Failed to mark notification n1 as read', expect.any(Error));
    log.mockRestore();
  });

  it('does not call the server for one already read', async () => {
    const { scope, mark } = await setup(async () => {});
    await allSettled(notificationClicked, { scope, params: { ...unread, read: true } });
    expect(mark).not.toHaveBeenCalled();
  });
});
