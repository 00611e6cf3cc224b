import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@/shared/config';
import { paginate, sortRows, toggleSort, type SortState, type SortValue } from '@/shared/lib';
import { DataTable, type DataTableProps } from '@/shared/ui';

export interface LocalDataTableProps<T> extends Omit<DataTableProps<T>, 'view' | 'sort' | 'onSortToggle'> {
  rows: readonly T[];
  /** Sort value per sortable column key. */
  sortValues: Record<string, (row: T) => SortValue>;
  defaultSort?: SortState<string> | null;
  onSortChange?: (sort: SortState<string>) => void;
}

/**
 * `DataTable` over a fixed array for its own stories and tests, holding sort and page in React state with
 * the list helpers the list model uses (pages drive it from `createListModel` instead).
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
  return (
    <DataTable
      {...props}
      view={paginate(sorted, page, pageSize)}
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
