import type { SubUser } from '@/entities/user';
import type { Call } from '@/shared/api';
import { RECENT_ACTIVITY_LIMIT } from '@/shared/config';

/** Spec 01 §3: an activity item derived from calls and users. */
export interface ActivityItem {
  id: string;
  type: 'call' | 'user';
  description: string;
  timestamp: string;
}

function time(value: string | null | undefined): number {
  const parsed = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(parsed) ? 0 : parsed;
}

/** Up to 5 items, newest first, merged from the latest calls and users (spec 01 §9). */
export function mergeActivity(
  calls: readonly Call[],
  users: readonly SubUser[],
  limit: number = RECENT_ACTIVITY_LIMIT,
): ActivityItem[] {
  const items: ActivityItem[] = [
    ...calls.slice(0, limit).map((call) => {
      const ended = call.status !== 'active' && Boolean(call.endTime);
      return {
        id: `call-${call._id}`,
        type: 'call' as const,
        description: ended ? `Call ${call.meetingId} ended` : `Call ${call.meetingId} started`,
        timestamp: ended ? (call.endTime as string) : call.startTime,
      };
    }),
    ...users.slice(0, limit).map((user) => ({
      id: `user-${user._id}`,
      type: 'user' as const,
      description: `User ${user.name} (${user.userId}) created`,
      timestamp: user.createdAt,
    })),
  ];
  return items.sort((a, b) => time(b.timestamp) - time(a.timestamp)).slice(0, limit);
}
