import type {
  Call,
  CallStatus,
  HostCallsSortKey,
  SortOrder,
  SubUser,
  UsersSortKey,
} from '../../src/shared/api/schemas';

export type SortValue = string | number | null | undefined;

export interface ListQuery<K extends string, S extends string> {
  search?: string;
  status?: 'all' | S;
  sort?: K;
  order?: SortOrder;
  limit?: number;
  page?: number;
}

export interface ListRules<T, K extends string, S extends string> {
  /** The texts a search matches, case-insensitively. */
  searchIn: (row: T) => string[];
  statusOf: (row: T) => S;
  sortValue: Record<K, (row: T) => SortValue>;
  /** The order of a request without `sort` (the spec's: newest first). */
  defaultSort: { key: K; order: SortOrder };
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Missing values sort last in both orders; texts compare case-insensitively with numeric parts. */
function compare(a: SortValue, b: SortValue, order: SortOrder): number {
  const aMissing = a === null || a === undefined || a === '';
  const bMissing = b === null || b === undefined || b === '';
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  const result =
    typeof a === 'string' && typeof b === 'string' ? collator.compare(a, b) : Number(a) - Number(b);
  return order === 'asc' ? result : -result;
}

/** Epoch milliseconds of an ISO date, for sorting; null when missing. */
const timeOf = (value: string | null | undefined): number | null => (value ? Date.parse(value) : null);

/**
 * One page of a host's list: the rows that match `search` and `status`, in the requested order (stable, so
 * equal values keep their order), cut by `limit` and `page`; `total` counts every matching row.
 */
export function queryList<T, K extends string, S extends string>(
  rows: readonly T[],
  query: ListQuery<K, S>,
  rules: ListRules<T, K, S>,
): { rows: T[]; total: number } {
  const needle = query.search?.trim().toLowerCase() ?? '';
  const matching = rows.filter(
    (row) =>
      (!query.status || query.status === 'all' || rules.statusOf(row) === query.status) &&
      (!needle || rules.searchIn(row).some((text) => text.toLowerCase().includes(needle))),
  );
  const key = query.sort ?? rules.defaultSort.key;
  const order = query.order ?? (query.sort ? 'asc' : rules.defaultSort.order);
  const valueOf = rules.sortValue[key];
  const ordered = matching
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((a, b) => compare(a.value, b.value, order) || a.index - b.index)
    .map((entry) => entry.row);
  if (!query.limit) return { rows: ordered, total: matching.length };
  const start = ((query.page ?? 1) - 1) * query.limit;
  return { rows: ordered.slice(start, start + query.limit), total: matching.length };
}

/** GET /api/calls/host/calls: search on the meeting id. */
export const CALL_LIST_RULES: ListRules<
  Pick<Call, 'meetingId' | 'status' | 'startTime' | 'endTime' | 'participants'>,
  HostCallsSortKey,
  CallStatus
> = {
  searchIn: (call) => [call.meetingId],
  statusOf: (call) => call.status,
  sortValue: {
    meetingId: (call) => call.meetingId,
    status: (call) => call.status,
    startTime: (call) => timeOf(call.startTime),
    endTime: (call) => timeOf(call.endTime),
    participants: (call) => call.participants.length,
  },
  defaultSort: { key: 'startTime', order: 'desc' },
};

/** GET /api/users: search on the name or the User ID. */
export const USER_LIST_RULES: ListRules<
  Pick<SubUser, 'userId' | 'name' | 'isActive' | 'lastActive' | 'createdAt'>,
  UsersSortKey,
  'active' | 'inactive'
> = {
  searchIn: (user) => [user.name, user.userId],
  statusOf: (user) => (user.isActive ? 'active' : 'inactive'),
  sortValue: {
    userId: (user) => user.userId,
    name: (user) => user.name,
    status: (user) => (user.isActive ? 'Active' : 'Inactive'),
    lastActive: (user) => timeOf(user.lastActive),
    createdAt: (user) => timeOf(user.createdAt),
  },
  defaultSort: { key: 'createdAt', order: 'desc' },
};
