/** Sorting and paging shared by the host lists (users, calls). */
export type SortDirection = 'asc' | 'desc';

export interface SortState<K extends string> {
  key: K;
  direction: SortDirection;
}

/** The next sort after a header click: same column flips, a new column starts ascending. */
export function toggleSort<K extends string>(current: SortState<K>, key: K): SortState<K> {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

export interface Page<T> {
  rows: T[];
  /** 1-based. */
  page: number;
  pageCount: number;
  pageSize: number;
  /** Rows on every page together. */
  total: number;
  /** Row number offset: the first row on this page is `offset + 1` (numbers continue across pages). */
  offset: number;
}

/** Page `page` of `total` rows, `pageSize` a page, whose rows are `rows`. */
export function pageOf<T>(rows: T[], total: number, page: number, pageSize: number): Page<T> {
  return {
    rows,
    page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    pageSize,
    total,
    offset: (page - 1) * pageSize,
  };
}
