export type SortDirection = 'asc' | 'desc';

export interface SortState {
  key: string;
  direction: SortDirection;
}

export type SortValue = string | number | boolean | Date | null | undefined;

export interface NumberedRow<T> {
  row: T;
  /** 1-based position in the whole sorted list: the '#' column continues across pages. */
  number: number;
}

export interface TablePage<T> {
  rows: NumberedRow<T>[];
  /** The requested page clamped to 1..pageCount. */
  page: number;
  pageCount: number;
  total: number;
}

function normalize(value: SortValue): number | string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Ascending comparison; empty values always sort last whatever the direction. */
export function compareSortValues(a: SortValue, b: SortValue, direction: SortDirection = 'asc'): number {
  const left = normalize(a);
  const right = normalize(b);
  if (left === null && right === null) return 0;
  if (left === null) return 1;
  if (right === null) return -1;
  const result =
    typeof left === 'number' && typeof right === 'number'
      ? left - right
      : collator.compare(String(left), String(right));
  return direction === 'asc' ? result : -result;
}

/** Next state of a sortable header click: a new column starts ascending, the same column flips. */
export function nextSort(current: SortState | null, key: string): SortState {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** Sorts (stable) and cuts one page, numbering rows by their position in the sorted list. */
export function sortAndPaginate<T>(
  rows: readonly T[],
  options: {
    sort: SortState | null;
    sortValue: (row: T, key: string) => SortValue;
    page: number;
    pageSize: number;
  },
): TablePage<T> {
  const { sort, sortValue, pageSize } = options;
  const sorted = sort
    ? [...rows].sort((a, b) =>
        compareSortValues(sortValue(a, sort.key), sortValue(b, sort.key), sort.direction),
      )
    : [...rows];
  const pageCount = pageCountOf(sorted.length, pageSize);
  const page = Math.min(Math.max(1, Math.trunc(options.page) || 1), pageCount);
  const start = (page - 1) * pageSize;
  return {
    rows: sorted.slice(start, start + pageSize).map((row, index) => ({ row, number: start + index + 1 })),
    page,
    pageCount,
    total: sorted.length,
  };
}
