import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@/shared/config';
import { pageOf, toggleSort, type SortState } from '@/shared/lib';
import { DataTable, type DataTableProps } from '@/shared/ui';

export type SortValue = string | number | null | undefined;

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Stable sort; texts compare case-insensitively with numeric parts, like the list routes. */
function sortRows<T>(rows: readonly T[], valueOf: (row: T) => SortValue, direction: 'asc' | 'desc'): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows.toSorted((a, b) => {
    const x = valueOf(a);
    const y = valueOf(b);
    return (
      sign * (typeof x === 'string' && typeof y === 'string' ? collator.compare(x, y) : Number(x) - Number(y))
    );
  });
}

export interface LocalDataTableProps<T> extends Omit<DataTableProps<T>, 'view' | 'sort' | 'onSortToggle'> {
  rows: readonly T[];
  /** Sort value per sortable column key. */
  sortValues: Record<string, (row: T) => SortValue>;
  defaultSort?: SortState<string> | null;
  onSortChange?: (sort: SortState<string>) => void;
}

/**
 * `DataTable` over a fixed array for its own stories and tests, holding sort and page in React state (pages
 * drive it from `createListModel`, whose server sorts and pages).
 */
export function LocalDataTable<T>({
  rows,
  sortValues,
  defaultSort = null,
  defaultPageSize = DEFAULT_PAGE_SIZE,
  onSortChange,
  onPageChange,
  onPageSizeChange,
  ...props
}: LocalDataTableProps<T>) {
  const [sort, setSort] = useState(defaultSort);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const valueOf = sort ? sortValues[sort.key] : undefined;
  const sorted = sort && valueOf ? sortRows(rows, valueOf, sort.direction) : rows;
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const shown = Math.min(page, pageCount);
  return (
    <DataTable
      {...props}
      view={pageOf(sorted.slice((shown - 1) * pageSize, shown * pageSize), rows.length, shown, pageSize)}
      sort={sort}
      defaultPageSize={defaultPageSize}
      onSortToggle={(key) => {
        const next = sort ? toggleSort(sort, key) : { key, direction: 'asc' as const };
        setSort(next);
        setPage(1);
        onSortChange?.(next);
      }}
      onPageChange={(next) => {
        setPage(next);
        onPageChange?.(next);
      }}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
        onPageSizeChange?.(size);
      }}
    />
  );
}
