import { describe, expect, it } from 'vitest';
import type { SubUser } from '@/entities/user';
import { DEFAULT_USER_SORT, selectUsers, type UsersQuery } from './users-select';

const users: SubUser[] = [
  {
    _id: 'a',
    userId: 'PAR1001',
    name: 'Asha Rao',
    isActive: true,
    createdAt: '2025-01-03T00:00:00Z',
    lastActive: '2025-02-01T00:00:00Z',
  },
  {
    _id: 'b',
    userId: 'PAR1002',
    name: 'ravi kumar',
    isActive: false,
    createdAt: '2025-01-01T00:00:00Z',
    lastActive: null,
  },
  {
    _id: 'c',
    userId: 'PAR2003',
    name: 'Meera',
    isActive: true,
    createdAt: '2025-01-02T00:00:00Z',
    lastActive: '2025-01-15T00:00:00Z',
  },
  { _id: 'host', userId: 'host', name: 'The Host', isActive: true, createdAt: '2024-12-01T00:00:00Z' },
];
const query = (patch: Partial<UsersQuery> = {}): UsersQuery => ({
  search: '',
  status: 'all',
  sort: DEFAULT_USER_SORT,
  page: 1,
  pageSize: 10,
  excludeId: 'host',
  ...patch,
});
const ids = (q: Partial<UsersQuery>) => selectUsers(users, query(q)).rows.map((u) => u._id);

describe('selectUsers', () => {
  it('excludes the host and sorts by createdAt descending by default', () => {
    expect(ids({})).toEqual(['a', 'c', 'b']);
  });
  it.each([
    ['RAVI', ['b']],
    ['par100', ['a', 'b']],
    ['  meera ', ['c']],
    ['nobody', []],
  ])('searches name or User ID case-insensitively: %s', (search, expected) => {
    expect(ids({ search })).toEqual(expected);
  });
  it('filters by status', () => {
    expect(ids({ status: 'active' })).toEqual(['a', 'c']);
    expect(ids({ status: 'inactive' })).toEqual(['b']);
  });
  it('sorts any column, missing dates last', () => {
    expect(ids({ sort: { key: 'name', direction: 'asc' } })).toEqual(['a', 'c', 'b']);
    expect(ids({ sort: { key: 'lastActive', direction: 'desc' } })).toEqual(['a', 'c', 'b']);
    expect(ids({ sort: { key: 'lastActive', direction: 'asc' } })).toEqual(['c', 'a', 'b']);
    expect(ids({ sort: { key: 'status', direction: 'asc' } })).toEqual(['a', 'c', 'b']);
  });
  it('pages', () => {
    const page = selectUsers(users, query({ pageSize: 2, page: 2 }));
    expect(page).toMatchObject({ page: 2, pageCount: 2, offset: 2, total: 3 });
    expect(page.rows.map((u) => u._id)).toEqual(['b']);
  });
});
