// One component over 250 lines on purpose: the table, the phone cards (with their sort bar) and the pager render
// the same page from the same props (columns, numbering, sort, row actions); split, they would pass all of it along.
import {
  Box,
  Card,
  chakra,
  HStack,
  NativeSelect,
  Stack,
  Table,
  Text,
  useMediaQuery,
  VisuallyHidden,
} from '@chakra-ui/react';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import { memo, useDeferredValue, useId, type ReactNode } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/shared/config';
import { Button } from '../button/Button';
import type { Page, SortState } from '@/shared/lib';

export interface DataTableColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The header toggles the list's sort by this column's `key`. */
  sortable?: boolean;
  align?: 'start' | 'center' | 'end';
  width?: string;
}

export interface DataTableProps<T> {
  /** Accessible name of the table (visually hidden caption). */
  caption: string;
  /** The page to show, already searched, sorted and cut (`createListModel`'s `$view`). */
  view: Page<T>;
  columns: DataTableColumn<T>[];
  getRowId: (row: T) => string;
  /** The list's current sort, shown on the headers. */
  sort?: SortState<string> | null;
  /** A sortable header was clicked; the model toggles its sort and goes back to page 1. */
  onSortToggle?: (key: string) => void;
  onPageChange?: (page: number) => void;
  /** The size the list starts with: pagination stays visible once the reader picked another size. */
  defaultPageSize?: number;
  onPageSizeChange?: (size: number) => void;
  /** Rendered in a last 'Actions' column (and at the bottom of each card). */
  rowActions?: (row: T) => ReactNode;
  /** Shown instead of the table when there are no rows. */
  emptyState?: ReactNode;
  showRowNumbers?: boolean;
  /** 'auto': a table from `FULL_TABLE_MEDIA` up, cards below it. */
  layout?: 'auto' | 'table' | 'cards';
}

/**
 * Where a list's whole table fits the host pages' main column beside the 16rem sidebar (the calls' seven
 * columns take ~52rem). Below it a list shows cards, or a table of fewer columns that fits.
 */
export const FULL_TABLE_MEDIA = '(min-width: 72em)';

/** What every row of a page renders with. */
interface RowRendering<T> {
  columns: DataTableColumn<T>[];
  rowActions?: (row: T) => ReactNode;
  showRowNumbers: boolean;
}

interface RowsProps<T> extends RowRendering<T> {
  rows: readonly T[];
  /** Rows before this page: '#' numbers continue across pages. */
  offset: number;
  /** Newer rows are rendering: these are the page before them. */
  pending: boolean;
  getRowId: (row: T) => string;
  caption: string;
}

interface RowProps<T> extends RowRendering<T> {
  row: T;
  /** The row's '#'. */
  number: number;
}

const NO_ROWS: readonly never[] = [];

// A row renders again only for its own data or numbering, given stable `columns` and `rowActions`.
const TableRow = memo(function TableRow<T>({
  row,
  number,
  columns,
  rowActions,
  showRowNumbers,
}: RowProps<T>) {
  return (
    <Table.Row>
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
  );
}) as <T>(props: RowProps<T>) => ReactNode;

/** The page's rows drawn by `Row`, their '#' continuing from the page's offset. */
function pageRows<T>(Row: (props: RowProps<T>) => ReactNode, props: RowsProps<T>) {
  return props.rows.map((row, index) => (
    <Row
      key={props.getRowId(row)}
      row={row}
      number={props.offset + index + 1}
      columns={props.columns}
      rowActions={props.rowActions}
      showRowNumbers={props.showRowNumbers}
    />
  ));
}

function TableRows<T>(props: RowsProps<T>) {
  return <Table.Body aria-busy={props.pending}>{pageRows<T>(TableRow, props)}</Table.Body>;
}

// Compact: the number and the row's actions share the top line, the fields follow in two tight columns. A
// long page of cards lays out and paints only the cards near the screen; the others keep an estimated
// height (then their last one) so the scrollbar stays steady. Table rows cannot be skipped so: containment
// does not apply to them.
const CardRow = memo(function CardRow<T>({ row, number, columns, rowActions, showRowNumbers }: RowProps<T>) {
  return (
    <Card.Root as="li" size="sm" contentVisibility="auto" containIntrinsicSize="auto 10rem">
      <Card.Body gap="1" py="2">
        {showRowNumbers || rowActions ? (
          <HStack justify="space-between" gap="1" minH="8">
            <Text fontSize="xs" color="fg.muted">
              {showRowNumbers ? `#${number}` : null}
            </Text>
            {rowActions ? <HStack gap="1">{rowActions(row)}</HStack> : null}
          </HStack>
        ) : null}
        <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="0.5">
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
      </Card.Body>
    </Card.Root>
  );
}) as <T>(props: RowProps<T>) => ReactNode;

// Side by side where two fit (a tablet's main column), so a card is not one wide line with its values far left.
function CardRows<T>(props: RowsProps<T>) {
  return (
    <Stack
      as="ul"
      display="grid"
      gridTemplateColumns="repeat(auto-fill, minmax(min(100%, 20rem), 1fr))"
      gap="2"
      aria-label={props.caption}
      aria-busy={props.pending}
      listStyleType="none"
    >
      {pageRows<T>(CardRow, props)}
    </Stack>
  );
}

function ariaSortOf(sort: SortState<string> | null, key: string): 'ascending' | 'descending' | 'none' {
  if (sort?.key !== key) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/**
 * Shows one page of a list as a table (wide screens) or cards (phones and tablets). It neither sorts nor pages:
 * the list model did, so the rows arrive in display order and '#' numbers continue across pages from
 * `view.offset`.
 */
export function DataTable<T>({
  caption,
  view,
  columns,
  getRowId,
  sort = null,
  onSortToggle,
  onPageChange,
  defaultPageSize = DEFAULT_PAGE_SIZE,
  onPageSizeChange,
  rowActions,
  emptyState,
  showRowNumbers = true,
  layout = 'auto',
}: DataTableProps<T>) {
  const [wide] = useMediaQuery([FULL_TABLE_MEDIA], { ssr: false });
  const shown = layout === 'auto' ? (wide ? 'table' : 'cards') : layout;
  const selectId = useId();
  const sortId = useId();
  const pageSize = view.pageSize;
  // The rows render in the background (useDeferredValue), from none on the first render: a page of 100 rows
  // arriving, or Next, never holds up input or the rest of the page. The pager shows the new page at once,
  // and the rows' container is `aria-busy` until the new ones are in (dimmed, they would fail contrast).
  const shownPage = useDeferredValue<Page<T> | null>(view, null);
  const rowsProps: RowsProps<T> = {
    rows: shownPage?.rows ?? NO_ROWS,
    offset: shownPage?.offset ?? 0,
    pending: shownPage !== view,
    columns,
    getRowId,
    rowActions,
    showRowNumbers,
    caption,
  };

  if (view.total === 0 && emptyState) return <>{emptyState}</>;

  // Pagination appears only when there is more than one page (spec 01 §2); once the reader has picked a
  // different page size it stays, so a larger size that fits everything can be changed back.
  const showPagination = view.pageCount > 1 || pageSize !== defaultPageSize;

  const table = () => (
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
                aria-sort={column.sortable ? ariaSortOf(sort, column.key) : undefined}
              >
                {column.sortable ? (
                  <chakra.button
                    type="button"
                    onClick={() => onSortToggle?.(column.key)}
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
        <TableRows {...rowsProps} />
      </Table.Root>
    </Table.ScrollArea>
  );

  const sortableColumns = onSortToggle ? columns.filter((column) => column.sortable) : [];
  // Phones have no headers to click: a 'Sort by' select and a direction button stand in for them.
  const sortBar = () =>
    sortableColumns.length > 0 && onSortToggle ? (
      <HStack gap="2">
        <chakra.label htmlFor={sortId} fontSize="sm" color="fg.muted" whiteSpace="nowrap">
          Sort by
        </chakra.label>
        <NativeSelect.Root size="sm" flex="1">
          <NativeSelect.Field
            id={sortId}
            value={sort?.key ?? ''}
            onChange={(event) => onSortToggle(event.currentTarget.value)}
          >
            {sort ? null : <option value="">Default order</option>}
            {sortableColumns.map((column) => (
              <option key={column.key} value={column.key}>
                {column.header}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button
          size="sm"
          variant="outline"
          colorPalette="gray"
          disabled={!sort}
          onClick={() => (sort ? onSortToggle(sort.key) : undefined)}
        >
          {sort?.direction === 'desc' ? <ArrowDown aria-hidden /> : <ArrowUp aria-hidden />}
          {sort?.direction === 'desc' ? 'Descending' : 'Ascending'}
        </Button>
      </HStack>
    ) : null;

  return (
    <Stack gap="3">
      {shown === 'table' ? null : sortBar()}
      {shown === 'table' ? table() : <CardRows {...rowsProps} />}
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
                onChange={(event) => onPageSizeChange?.(Number(event.currentTarget.value))}
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
            {/* aria-disabled at either end, not disabled: Next pressed into the last page keeps its focus. */}
            <Button
              size="sm"
              variant="outline"
              colorPalette="gray"
              onClick={() => {
                if (view.page > 1) onPageChange?.(view.page - 1);
              }}
              aria-disabled={view.page <= 1 || undefined}
            >
              Prev
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="gray"
              onClick={() => {
                if (view.page < view.pageCount) onPageChange?.(view.page + 1);
              }}
              aria-disabled={view.page >= view.pageCount || undefined}
            >
              Next
            </Button>
          </HStack>
        </HStack>
      ) : null}
    </Stack>
  );
}
