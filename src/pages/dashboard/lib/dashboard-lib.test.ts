import { describe, expect, it } from 'vitest';
import type { SubUser } from '@/entities/user';
import { callFixture } from '../../../../tests/setup/calls';
import { mergeActivity } from './activity';
import { dailyCallStats } from './daily';

const call = (id: string, start: string, end: string | null, status: 'active' | 'ended' = 'ended') =>
  callFixture(id, start, { endTime: end, status });
const user = (id: string, created: string): SubUser => ({
  _id: id,
  userId: `U${id}`,
  name: `User ${id}`,
  isActive: true,
  createdAt: created,
});

describe('mergeActivity', () => {
  it('merges 5 calls and 5 users into the 5 newest items', () => {
    const calls = [1, 2, 3, 4, 5, 6].map((d) =>
      call(`c${d}`, `2025-01-0${d}T10:00:00Z`, `2025-01-0${d}T11:00:00Z`),
    );
    const users = [1, 2, 3, 4, 5].map((d) => user(`u${d}`, `2025-01-0${d}T12:00:00Z`));
    const items = mergeActivity(calls.reverse(), users.reverse());
    expect(items).toHaveLength(5);
    expect(items.map((i) => i.id)).toEqual(['call-c6', 'user-u5', 'call-c5', 'user-u4', 'call-c4']);
    expect(items[0]).toEqual({
      id: 'call-c6',
      type: 'call',
      description: 'Call m-c6 ended',
      timestamp: '2025-01-06T11:00:00Z',
    });
    expect(items[1]?.description).toBe('User User u5 (Uu5) created');
  });

  it('describes running calls as started and copes with empty lists', () => {
    expect(mergeActivity([call('a', '2025-01-01T00:00:00Z', null, 'active')], [])[0]?.description).toBe(
      'Call m-a started',
    );
    expect(mergeActivity([], [])).toEqual([]);
  });
});

describe('dailyCallStats', () => {
  const now = Date.parse('2025-03-14T12:00:00Z');
  it('has 14 days ending today, counting calls and talk minutes', () => {
    const stats = dailyCallStats(
      [
        call('a', '2025-03-14T09:00:00Z', '2025-03-14T09:30:00Z'),
        call('b', '2025-03-14T10:00:00Z', null, 'active'),
        call('c', '2025-03-01T10:00:00Z', '2025-03-01T10:10:00Z'),
        call('old', '2025-02-01T10:00:00Z', '2025-02-01T10:10:00Z'),
      ],
      now,
      14,
      'UTC',
    );
    expect(stats).toHaveLength(14);
    expect(stats[0]).toEqual({ day: '2025-03-01', calls: 1, minutes: 10 });
    expect(stats[13]).toEqual({ day: '2025-03-14', calls: 2, minutes: 30 + 120 });
  });

  it('buckets by the given zone', () => {
    const stats = dailyCallStats(
      [call('late', '2025-03-13T20:00:00Z', '2025-03-13T20:30:00Z')],
      now,
      14,
      'Asia/Kolkata',
    );
    expect(stats.at(-1)).toEqual({ day: '2025-03-14', calls: 1, minutes: 30 });
  });
});
