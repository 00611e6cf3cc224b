import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setBearerToken, type SubUser } from '@/shared/api';
import { $usersView, usersReloadRequested, usersSearchChanged, usersStatusFilterChanged } from './users-list';

const user = (index: number): SubUser => ({
  _id: `u${index}`,
  userId: `PA10000${index}`,
  name: `Member ${index}`,
  isActive: index % 2 === 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  lastActive: null,
});

let lastQuery: Record<string, string> = {};
const server = setupServer(
  http.get('*/api/users', ({ request }) => {
    lastQuery = Object.fromEntries(new URL(request.url).searchParams);
    return HttpResponse.json({ users: [user(1), user(2)], total: 12 });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => setBearerToken('tkn'));
afterAll(() => server.close());

describe('users list model', () => {
  it('asks for the newest 10 users, then for those matching a name or User ID and a status', async () => {
    const scope = fork();
    await allSettled(usersReloadRequested, { scope });
    expect(lastQuery).toEqual({ status: 'all', sort: 'createdAt', order: 'desc', page: '1', limit: '10' });
    expect(scope.getState($usersView)).toMatchObject({ total: 12, pageCount: 2, rows: [user(1), user(2)] });
    await allSettled(usersStatusFilterChanged, { scope, params: 'inactive' });
    await allSettled(usersSearchChanged, { scope, params: 'pa1' });
    expect(lastQuery).toMatchObject({ search: 'pa1', status: 'inactive', page: '1' });
  });
});
