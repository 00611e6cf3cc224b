import { attach, combine, createEffect, createEvent, createStore, sample, type Unit } from 'effector';
import { DEFAULT_PAGE_SIZE, SEARCH_SETTLE_MS } from '@/shared/config';
import { delayFx } from '../delay/delay';
import { pageOf, toggleSort, type Page, type SortState } from './list';

/** The page a list shows: the server searches, filters, sorts and cuts it. */
export interface ListRequest<K extends string, F extends string> {
  search: string;
  filter: F;
  sort: SortState<K>;
  page: number;
  pageSize: number;
}

/** A request as the list routes take it (`search`, `status`, `sort`, `order`, `page`, `limit`). */
export function listQuery<K extends string, F extends string>({
  search,
  filter,
  sort,
  page,
  pageSize,
}: ListRequest<K, F>) {
  return {
    search: search.trim() || undefined,
    status: filter,
    sort: sort.key,
    order: sort.direction,
    page,
    limit: pageSize,
  };
}

export interface ListReply<T> {
  rows: T[];
  /** Rows matching the search and filter, on every page together. */
  total: number;
}

export interface ListModelOptions<T, K extends string, F extends string> {
  fetch: (request: ListRequest<K, F>) => Promise<ListReply<T>>;
  defaultSort: SortState<K>;
  defaultFilter: F;
  /** The account changed (sign-out): the list forgets its rows and the reader's choices, and loads afresh. */
  resetOn: Unit<unknown>;
}

const sameRequest = <K extends string, F extends string>(a: ListRequest<K, F>, b: ListRequest<K, F>) =>
  a.search === b.search &&
  a.filter === b.filter &&
  a.sort.key === b.sort.key &&
  a.sort.direction === b.sort.direction &&
  a.page === b.page &&
  a.pageSize === b.pageSize;

/**
 * The one list model of the host's lists (users, calls): asks the server for the page on screen, with
 * loading and failed states. Any change of search, filter, sort or page size goes back to page 1; a search
 * is sent once typing pauses. A reply to a request the reader has since changed is dropped, so a slow reply
 * never replaces a newer one, and only the reply of the load started last counts. `$view` is the page
 * `DataTable` shows as is; the page that owns the list wires its gate, refresh and the toast of `failed`.
 */
export function createListModel<T, K extends string, F extends string>(options: ListModelOptions<T, K, F>) {
  const searchChanged = createEvent<string>();
  const filterChanged = createEvent<F>();
  const sortToggled = createEvent<K>();
  const sortChanged = createEvent<SortState<K>>();
  const pageChanged = createEvent<number>();
  const pageSizeChanged = createEvent<number>();

  const $search = createStore('');
  const $filter = createStore<F>(options.defaultFilter);
  const $sort = createStore<SortState<K>>(options.defaultSort);
  const $page = createStore(1);
  const $pageSize = createStore(DEFAULT_PAGE_SIZE);
  const $request = combine({
    search: $search,
    filter: $filter,
    sort: $sort,
    page: $page,
    pageSize: $pageSize,
  });

  const fetchPageFx = createEffect(options.fetch);
  /**
   * Loads the page on screen again (the page's gate, refresh, a change elsewhere). Each load gets its own
   * copy of the request, so its reply can tell whether a newer load has started since.
   */
  const fetchFx = attach({
    source: $request,
    mapParams: (_: void, request): ListRequest<K, F> => ({ ...request }),
    effect: fetchPageFx,
  });
  /** The request of the load started last: only its reply counts (`npm run dev` opens a page twice at once). */
  const $latestLoad = createStore<ListRequest<K, F> | null>(null).on(fetchPageFx, (_, request) => request);
  const $loads = combine({ latest: $latestLoad, current: $request });
  const isLatest = (
    { latest, current }: { latest: ListRequest<K, F> | null; current: ListRequest<K, F> },
    { params }: { params: ListRequest<K, F> },
  ) => latest === params && sameRequest(params, current);
  const settled = sample({ clock: fetchPageFx.finally, source: $loads, filter: isLatest });
  /** The latest load failed, for the page's toast: a failure a newer load supersedes says nothing. */
  const failed = sample({
    clock: fetchPageFx.fail,
    source: $loads,
    filter: isLatest,
    fn: (_, { error }) => error,
  });
  const $view = createStore<Page<T>>(pageOf([], 0, 1, DEFAULT_PAGE_SIZE));
  /** True until the first load settles, so the page shows a spinner instead of the empty state. */
  const $loading = createStore(true);
  const $loadFailed = createStore(false);
  /** No rows at all: the last reply, to a request that searched and filtered nothing, was empty. */
  const $empty = createStore(false);

  $search.on(searchChanged, (_, value) => value);
  $filter.on(filterChanged, (_, value) => value);
  $sort.on(sortToggled, (sort, key) => toggleSort(sort, key)).on(sortChanged, (_, sort) => sort);
  $pageSize.on(pageSizeChanged, (_, size) => size);
  $page
    .on(pageChanged, (_, page) => page)
    .reset([searchChanged, filterChanged, pageSizeChanged, sortToggled, sortChanged]);
  // The box shows every keystroke at once; the server is asked for the text once typing pauses.
  const searchSettleFx = attach({ effect: delayFx, mapParams: (_search: string) => SEARCH_SETTLE_MS });
  sample({ clock: searchChanged, target: searchSettleFx });
  const searchSettled = sample({
    clock: searchSettleFx.done,
    source: $search,
    filter: (search, { params }) => search === params,
  });
  sample({
    clock: [searchSettled, filterChanged, sortToggled, sortChanged, pageChanged, pageSizeChanged],
    target: fetchFx,
  });

  const answered = sample({
    clock: fetchPageFx.done,
    source: $loads,
    filter: isLatest,
    fn: (_, done) => done,
  });
  $view.on(answered, (_, { params, result }) =>
    pageOf(result.rows, result.total, params.page, params.pageSize),
  );
  $empty.on(
    answered,
    (_, { params, result }) =>
      result.total === 0 && !params.search.trim() && params.filter === options.defaultFilter,
  );
  // Rows gone while the reader was on a late page (deleted elsewhere): show the last page there is.
  sample({
    clock: answered,
    filter: ({ params, result }) => result.rows.length === 0 && params.page > 1,
    fn: ({ params, result }) => Math.max(1, Math.ceil(result.total / params.pageSize)),
    target: pageChanged,
  });
  $loading.on(settled, () => false);
  $loadFailed.on(failed, () => true).on(answered, () => false);
  for (const store of [
    $search,
    $filter,
    $sort,
    $page,
    $pageSize,
    $view,
    $loading,
    $loadFailed,
    $empty,
    $latestLoad,
  ]) {
    store.reset(options.resetOn);
  }

  return {
    searchChanged,
    filterChanged,
    sortToggled,
    sortChanged,
    pageChanged,
    pageSizeChanged,
    fetchFx,
    fetchPageFx,
    failed,
    $loading,
    $loadFailed,
    $empty,
    $search,
    $filter,
    $sort,
    $page,
    $pageSize,
    $view,
  };
}

export type ListModel<T, K extends string, F extends string> = ReturnType<typeof createListModel<T, K, F>>;
