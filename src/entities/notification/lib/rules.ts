import type { Notification } from '@/shared/api';

/** Newest first (spec 02 §2); ties keep the server's order. */
export function newestFirst(list: readonly Notification[]): Notification[] {
  return [...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/**
 * Marks `readIds` read. A notification read here stays read even when the server did not record it
 * (spec 01 §8: kept when the server fails), so the next poll does not bring the dot back.
 */
export function withLocalReads(list: readonly Notification[], readIds: ReadonlySet<string>): Notification[] {
  return list.map((item) => (item.read || !readIds.has(item._id) ? item : { ...item, read: true }));
}

export function unreadCountOf(list: readonly Notification[]): number {
  return list.filter((item) => !item.read).length;
}

/** The bell's text alternative: '3 unread notifications', '1 unread notification', 'No unread notifications'. */
export function unreadLabel(count: number): string {
  if (count === 0) return 'No unread notifications';
  return `${count} unread notification${count === 1 ? '' : 's'}`;
}
