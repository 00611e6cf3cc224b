import { describe, expect, test } from 'vitest';
import { recordBenchResult } from './results';
import type { SubUser } from '@/entities/user';
import type { Call, HostCallsQuery, UsersQuery } from '@/shared/api';
import { CALL_LIST_RULES, USER_LIST_RULES, queryList } from '../mocks/handlers/list-query';

/**
 * The `large` scenario's shape (1,000 users, 5,000 calls): the work the mock backend's list routes do for each
 * keystroke in a list's search box (filter, sort, page). The offline demo and Storybook run it on the page's
 * main thread, so the budget is one frame, 16 ms.
 */
const HOUR = 3_600_000;
const now = Date.UTC(2025, 5, 1);
const users: SubUser[] = Array.from({ length: 1000 }, (_, i) => ({
  _id: `u${i}`,
  userId: `PL${100000 + i}`,
  name: `Member ${i + 1}`,
  isActive: i % 10 !== 9,
  createdAt: new Date(now - (i % 300) * HOUR).toISOString(),
  lastActive: i % 4 === 0 ? null : new Date(now - (i % 48) * HOUR).toISOString(),
}));
const calls: Call[] = Array.from({ length: 5000 }, (_, i) => {
  const start = now - i * 1.75 * HOUR;
  return {
    _id: `c${i}`,
    meetingId: `mtg-${(i * 7919).toString(36).padStart(6, '0')}`,
    hostId: 'h',
    hostName: 'Tara Menon',
    hostProfilePicture: '',
    title: 'New Call',
    type: 'audio',
    status: i === 0 ? 'active' : 'ended',
    startedAt: new Date(start).toISOString(),
    startTime: new Date(start).toISOString(),
    endTime: i === 0 ? null : new Date(start + ((i % 50) + 1) * 60_000).toISOString(),
    participants: Array.from({ length: i % 4 }, (_, p) => ({
      _id: `p${i}-${p}`,
      userId: `PL${100000 + p}`,
      name: `Member ${p + 1}`,
      joinedAt: new Date(start).toISOString(),
    })),
    recordingUrl: i % 3 === 0 ? `recordings/${i}.mp3` : null,
  };
});

// A user typing: each keystroke asks the route for a page of the whole list.
const userKeystrokes = ['m', 'me', 'mem', 'memb', 'member', 'member 1', 'member 12', 'pl10', 'pl1009'];
const callKeystrokes = ['m', 'mt', 'mtg', 'mtg-', 'mtg-0', 'mtg-00', 'mtg-001', 'x'];
let u = 0;
let c = 0;

const BUDGET_MS = 16;

function report(name: string, meanMs: number) {
  recordBenchResult({ name: `large scenario > ${name}`, value: meanMs, unit: 'ms', budget: BUDGET_MS });
  expect(meanMs).toBeLessThan(BUDGET_MS);
}

// Vitest 5: `bench` is a test-context fixture; each result's mean latency is checked against the budget.
describe('large scenario', () => {
  test('users: filter + sort + page per keystroke', async ({ bench }) => {
    const result = await bench('users: filter + sort + page per keystroke', () => {
      const query: UsersQuery = {
        search: userKeystrokes[u++ % userKeystrokes.length]!,
        status: u % 3 === 0 ? 'active' : 'all',
        ...(u % 2 === 0 ? {} : { sort: 'name', order: 'asc' }),
        page: 1,
        limit: 10,
      };
      queryList(users, query, USER_LIST_RULES);
    }).run();
    report(result.name, result.latency.mean);
  });

  test('calls: filter + sort + page per keystroke', async ({ bench }) => {
    const result = await bench('calls: filter + sort + page per keystroke', () => {
      const query: HostCallsQuery = {
        search: callKeystrokes[c++ % callKeystrokes.length]!,
        status: c % 3 === 0 ? 'ended' : 'all',
        ...(c % 2 === 0 ? {} : { sort: 'participants', order: 'desc' }),
        page: 2,
        limit: 10,
      };
      queryList(calls, query, CALL_LIST_RULES);
    }).run();
    report(result.name, result.latency.mean);
  });

  test('calls: sort all 5,000 by meeting id', async ({ bench }) => {
    const result = await bench('calls: sort all 5,000 by meeting id', () => {
      queryList(calls, { sort: 'meetingId', order: 'asc', limit: 100 }, CALL_LIST_RULES);
    }).run();
    report(result.name, result.latency.mean);
  });
});
