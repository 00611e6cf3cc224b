/** Sorting and paging shared by the host lists (users, calls); pure so they can run per keystroke. */
export type SortDirection = 'asc' | 'desc';

export interface SortState<K extends string> {
  key: K;
  direction: SortDirection;
}

export type SortValue = string | number | boolean | null | undefined;

/** Missing values sort last in both directions; strings compare case-insensitively with numeric parts. */
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function compareValues(a: SortValue, b: SortValue, direction: SortDirection): number {
  const aMissing = a === null || a === undefined || a === '';
  const bMissing = b === null || b === undefined || b === '';
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  let result: number;
  if (typeof a === 'string' && typeof b === 'string') result = collator.compare(a, b);
  else result = Number(a) - Number(b);
  return direction === 'asc' ? result : -result;
}

/** Stable sort by a derived key (decorate-sort-undecorate so the key is computed once per row). */
export function sortRows<T>(
  rows: readonly T[],
  valueOf: (row: T) => SortValue,
  direction: SortDirection,
): T[] {
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((a, b) => compareValues(a.value, b.value, direction) || a.index - b.index)
    .map((entry) => entry.row);
}

/** The next sort after a header click: same column flips, a new column starts ascending. */
export function toggleSort<K extends string>(current: SortState<K>, key: K): SortState<K> {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

export interface Page<T> {
  rows: T[];
  /** 1-based page after clamping into range. */
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  /** Row number offset: the first row on this page is `offset + 1` (numbers continue across pages). */
  offset: number;
}

export function paginate<T>(rows: readonly T[], page: number, pageSize: number): Page<T> {
  const size = Math.max(1, Math.floor(pageSize) || 1);
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const offset = (current - 1) * size;
  return {
    rows: rows.slice(offset, offset + size),
    page: current,
    pageCount,
    pageSize: size,
    total: rows.length,
    offset,
  };
}

/** Epoch milliseconds of an ISO date for sorting (null when missing or unreadable). */
export function timeOf(value: string | null | undefined): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}
