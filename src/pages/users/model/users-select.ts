import type { SubUser } from '@/entities/user';
import { paginate, sortRows, timeOf, type Page, type SortState, type SortValue } from '@/shared/lib';

export type UserStatusFilter = 'all' | 'active' | 'inactive';
export type UserSortKey = 'userId' | 'name' | 'status' | 'lastActive' | 'createdAt';

export interface UsersQuery {
  search: string;
  status: UserStatusFilter;
  sort: SortState<UserSortKey>;
  page: number;
  pageSize: number;
  /** The host's own record never appears in the list (spec 01 §2). */
  excludeId?: string | null;
}

export const DEFAULT_USER_SORT: SortState<UserSortKey> = { key: 'createdAt', direction: 'desc' };

const sortValue: Record<UserSortKey, (user: SubUser) => SortValue> = {
  userId: (user) => user.userId,
  name: (user) => user.name,
  status: (user) => (user.isActive ? 'Active' : 'Inactive'),
  lastActive: (user) => timeOf(user.lastActive),
  createdAt: (user) => timeOf(user.createdAt),
};

/** Search on name or User ID (case-insensitive), status filter and sort: the rows behind every page. */
export function filterSortUsers(
  users: readonly SubUser[],
  query: Omit<UsersQuery, 'page' | 'pageSize'>,
): SubUser[] {
  const needle = query.search.trim().toLowerCase();
  const filtered = users.filter(
    (user) =>
      (!query.excludeId || (user._id !== query.excludeId && user.userId !== query.excludeId)) &&
      (query.status === 'all' || (query.status === 'active') === user.isActive) &&
      (!needle || user.name.toLowerCase().includes(needle) || user.userId.toLowerCase().includes(needle)),
  );
  return sortRows(filtered, sortValue[query.sort.key], query.sort.direction);
}

/** Filter, sort, then page (what runs per keystroke). */
export function selectUsers(users: readonly SubUser[], query: UsersQuery): Page<SubUser> {
  return paginate(filterSortUsers(users, query), query.page, query.pageSize);
}
