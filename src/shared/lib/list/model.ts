import { combine, createEffect, createEvent, createStore, sample, type Store } from 'effector';
import { DEFAULT_PAGE_SIZE } from '@/shared/config';
import { paginate, toggleSort, type SortState } from './list';

export interface ListQuery<K extends string, F extends string> {
  search: string;
  filter: F;
  sort: SortState<K>;
}

export interface ListModelOptions<T, K extends string, F extends string, C> {
  /** Loads every row (the lists are small enough to search, filter and sort in the browser). */
  fetch: () => Promise<T[]>;
  defaultSort: SortState<K>;
  defaultFilter: F;
  /** Filters and sorts: the rows behind every page, in display order. */
  select: (rows: readonly T[], query: ListQuery<K, F>, context: C) => T[];
  /** Extra input of `select` (e.g. the signed-in host, whose own record is left out). */
  context?: Store<C>;
}

/**
 * The one list model of the host's lists (users, calls): fetch with loading and failed states, search,
 * filter, sort and page. Any change of search, filter, sort or page size goes back to page 1. `$view` is the
 * page `DataTable` shows as is; the page that owns the list wires its gate, refresh and failure toast.
 */
export function createListModel<T, K extends string, F extends string, C = null>(
  options: ListModelOptions<T, K, F, C>,
) {
  const requested = createEvent();
  const searchChanged = createEvent<string>();
  const filterChanged = createEvent<F>();
  const sortToggled = createEvent<K>();
  const sortChanged = createEvent<SortState<K>>();
  const pageChanged = createEvent<number>();
  const pageSizeChanged = createEvent<number>();

  const fetchFx = createEffect(options.fetch);
  const $rows = createStore<T[]>([]);
  /** True until the first load settles, so the page shows a spinner instead of the empty state. */
  const $loading = createStore(true);
  const $loadFailed = createStore(false);
  const $search = createStore('');
  const $filter = createStore<F>(options.defaultFilter);
  const $sort = createStore<SortState<K>>(options.defaultSort);
  const $page = createStore(1);
  const $pageSize = createStore(DEFAULT_PAGE_SIZE);
  const $context = options.context ?? createStore<C>(null as C, { serialize: 'ignore' });

  const $query = combine({ search: $search, filter: $filter, sort: $sort });
  const $filtered = combine($rows, $query, $context, (rows, query, context) =>
    options.select(rows, query, context),
  );
  const $view = combine($filtered, $page, $pageSize, (rows, page, size) => paginate(rows, page, size));

  sample({ clock: requested, target: fetchFx });
  $rows.on(fetchFx.doneData, (_, rows) => rows);
  $loading.on(fetchFx.finally, () => false);
  $loadFailed.on(fetchFx.fail, () => true).on(fetchFx.done, () => false);

  $search.on(searchChanged, (_, value) => value);
  $filter.on(filterChanged, (_, value) => value);
  $sort.on(sortToggled, (sort, key) => toggleSort(sort, key)).on(sortChanged, (_, sort) => sort);
  $pageSize.on(pageSizeChanged, (_, size) => size);
  $page
    .on(pageChanged, (_, page) => page)
    .reset([searchChanged, filterChanged, pageSizeChanged, sortToggled, sortChanged]);

  return {
    requested,
    searchChanged,
    filterChanged,
    sortToggled,
    sortChanged,
    pageChanged,
    pageSizeChanged,
    fetchFx,
    $rows,
    $loading,
    $loadFailed,
    $search,
    $filter,
    $sort,
    $page,
    $pageSize,
    $filtered,
    $view,
  };
}

export type ListModel<T, K extends string, F extends string> = ReturnType<typeof createListModel<T, K, F>>;
