import {
  Box,
  Card,
  chakra,
  HStack,
  NativeSelect,
  Stack,
  Table,
  Text,
  useBreakpointValue,
  VisuallyHidden,
} from '@chakra-ui/react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/shared/config';
import { Button } from '../button/Button';
import { nextSort, sortAndPaginate, type SortState, type SortValue } from './table-logic';

export interface DataTableColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: T) => SortValue;
  align?: 'start' | 'center' | 'end';
  width?: string;
}

export interface DataTableProps<T> {
  /** Accessible name of the table (visually hidden caption). */
  caption: string;
  rows: readonly T[];
  columns: DataTableColumn<T>[];
  getRowId: (row: T) => string;
  /** Controlled sort; omit for internal state (starting at `defaultSort`). */
  sort?: SortState | null;
  defaultSort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** Controlled page (1-based); omit for internal state. */
  page?: number;
  onPageChange?: (page: number) => void;
  pageSize?: number;
  defaultPageSize?: number;
  onPageSizeChange?: (size: number) => void;
  /** Rendered in a last 'Actions' column (and at the bottom of each card). */
  rowActions?: (row: T) => ReactNode;
  /** Shown instead of the table when there are no rows. */
  emptyState?: ReactNode;
  showRowNumbers?: boolean;
  /** 'auto': cards below the md breakpoint, a table from md up. */
  layout?: 'auto' | 'table' | 'cards';
}

function ariaSortOf(sort: SortState | null, key: string): 'ascending' | 'descending' | 'none' {
  if (sort?.key !== key) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

export function DataTable<T>({
  caption,
  rows,
  columns,
  getRowId,
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  page: pageProp,
  onPageChange,
  pageSize: pageSizeProp,
  defaultPageSize = DEFAULT_PAGE_SIZE,
  onPageSizeChange,
  rowActions,
  emptyState,
  showRowNumbers = true,
  layout = 'auto',
}: DataTableProps<T>) {
  const [innerSort, setInnerSort] = useState<SortState | null>(defaultSort);
  const [innerPage, setInnerPage] = useState(1);
  const [innerPageSize, setInnerPageSize] = useState(defaultPageSize);
  const sort = sortProp === undefined ? innerSort : sortProp;
  const pageSize = pageSizeProp ?? innerPageSize;
  const responsive = useBreakpointValue<'table' | 'cards'>({ base: 'cards', md: 'table' }) ?? 'table';
  const shown = layout === 'auto' ? responsive : layout;
  const selectId = useId();

  const byKey = new Map(columns.map((column) => [column.key, column]));
  const view = sortAndPaginate(rows, {
    sort,
    sortValue: (row, key) => byKey.get(key)?.sortValue?.(row),
    page: pageProp ?? innerPage,
    pageSize,
  });

  const changePage = (page: number) => {
    setInnerPage(page);
    onPageChange?.(page);
  };
  const changeSort = (key: string) => {
    const next = nextSort(sort, key);
    setInnerSort(next);
    onSortChange?.(next);
    changePage(1);
  };
  const changePageSize = (size: number) => {
    setInnerPageSize(size);
    onPageSizeChange?.(size);
    changePage(1);
  };

  if (rows.length === 0 && emptyState) return <>{emptyState}</>;

  // Pagination appears only when there is more than one page (spec 01 §2); once the reader has picked a
  // different page size it stays, so a larger size that fits everything can be changed back.
  const showPagination = view.pageCount > 1 || pageSize !== defaultPageSize;

  const table = (
    <Table.ScrollArea borderWidth="1px" borderColor="border" borderRadius="l3">
      <Table.Root size="sm" interactive>
        <Table.Caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {showRowNumbers ? (
              <Table.ColumnHeader width="3.5rem" scope="col">
                #
              </Table.ColumnHeader>
            ) : null}
            {columns.map((column) => (
              <Table.ColumnHeader
                key={column.key}
                scope="col"
                width={column.width}
                textAlign={column.align}
                aria-sort={column.sortValue ? ariaSortOf(sort, column.key) : undefined}
              >
                {column.sortValue ? (
                  <chakra.button
                    type="button"
                    onClick={() => changeSort(column.key)}
                    display="inline-flex"
                    alignItems="center"
                    gap="1"
                    fontWeight="semibold"
                    borderRadius="l1"
                    cursor="pointer"
                    _focusVisible={{
                      outline: '2px solid',
                      outlineColor: 'brand.focusRing',
                      outlineOffset: '2px',
                    }}
                  >
                    {column.header}
                    {sort?.key !== column.key ? (
                      <ArrowUpDown size={14} aria-hidden />
                    ) : sort.direction === 'asc' ? (
                      <ArrowUp size={14} aria-hidden />
                    ) : (
                      <ArrowDown size={14} aria-hidden />
                    )}
                  </chakra.button>
                ) : (
                  column.header
                )}
              </Table.ColumnHeader>
            ))}
            {rowActions ? (
              <Table.ColumnHeader scope="col" textAlign="end">
                Actions
              </Table.ColumnHeader>
            ) : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {view.rows.map(({ row, number }) => (
            <Table.Row key={getRowId(row)}>
              {showRowNumbers ? <Table.Cell color="fg.muted">{number}</Table.Cell> : null}
              {columns.map((column) => (
                <Table.Cell key={column.key} textAlign={column.align}>
                  {column.cell(row)}
                </Table.Cell>
              ))}
              {rowActions ? (
                <Table.Cell textAlign="end">
                  <HStack justify="flex-end" gap="1">
                    {rowActions(row)}
                  </HStack>
                </Table.Cell>
              ) : null}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );

  const cards = (
    <Stack as="ul" gap="3" aria-label={caption} listStyleType="none">
      {view.rows.map(({ row, number }) => (
        <Card.Root as="li" key={getRowId(row)} size="sm">
          <Card.Body gap="2">
            {showRowNumbers ? (
              <Text fontSize="xs" color="fg.muted">
                #{number}
              </Text>
            ) : null}
            <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
              {columns.map((column) => (
                <Box key={column.key} display="contents">
                  <Text as="dt" color="fg.muted" fontSize="sm">
                    {column.header}
                  </Text>
                  <Box as="dd" fontSize="sm" minWidth="0">
                    {column.cell(row)}
                  </Box>
                </Box>
              ))}
            </Box>
            {rowActions ? (
              <HStack justify="flex-end" gap="1" pt="1">
                {rowActions(row)}
              </HStack>
            ) : null}
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );

  return (
    <Stack gap="3">
      {shown === 'table' ? table : cards}
      {showPagination ? (
        <HStack justify="space-between" wrap="wrap" gap="3" fontSize="sm">
          <HStack gap="2">
            <chakra.label htmlFor={selectId} color="fg.muted" whiteSpace="nowrap">
              Rows per page
            </chakra.label>
            <NativeSelect.Root size="sm" width="5rem">
              <NativeSelect.Field
                id={selectId}
                value={String(pageSize)}
                onChange={(event) => changePageSize(Number(event.currentTarget.value))}
              >
                {PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
          <HStack gap="2">
            <Text aria-live="polite" color="fg.muted" whiteSpace="nowrap">
              Page {view.page} of {view.pageCount}
            </Text>
            <Button
              size="sm"
              variant="outline"
              colorPalette="gray"
              onClick={() => changePage(view.page - 1)}
              disabled={view.page <= 1}
            >
              Prev
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="gray"
              onClick={() => changePage(view.page + 1)}
              disabled={view.page >= view.pageCount}
            >
              Next
            </Button>
          </HStack>
        </HStack>
      ) : null}
    </Stack>
  );
}
