import { combine, createEffect, createEvent, createStore, sample, type Unit } from 'effector';
import {
  groupRecordings,
  inScope,
  selectRecordings,
  type RecordingEntry,
  type RecordingPeriod,
  type RecordingScope,
  type RecordingSort,
} from '../lib/rules';

/** User folders shown at first and added per 'Show more': with 2,000 files the DOM stays small. */
export const RECORDING_FOLDERS_PAGE = 20;
/**
 * A search opens the folders it matches when they hold at most this many files, a screen or two; a broader
 * one (a first letter among 2,000 files) leaves them closed with their counts, to open by hand.
 */
export const SEARCH_OPENS_UP_TO = 50;

export interface RecordingsBrowserOptions {
  /** Loads every file of the list, flattened (hostEntries / userEntries). */
  fetch: () => Promise<RecordingEntry[]>;
  /** The clock of the period filter, read when a load settles (tests pin it). */
  now?: () => number;
  /** The account changed (sign-out): the browser forgets its files and the reader's choices. */
  resetOn: Unit<unknown>;
}

/**
 * The state of one recordings browser (host or sub-user page): load with loading/failed, search, period
 * filter, sort, open folders and how many user folders are shown. A failed reload keeps the last list. The
 * page that owns it wires its gate, refresh, toasts (`failed`) and deletes (`removed`).
 */
export function createRecordingsBrowser(options: RecordingsBrowserOptions) {
  const now = options.now ?? (() => Date.now());
  const requested = createEvent();
  const searchChanged = createEvent<string>();
  const periodChanged = createEvent<RecordingPeriod>();
  const sortChanged = createEvent<RecordingSort>();
  const folderToggled = createEvent<string>();
  const moreFoldersShown = createEvent();
  /** Files the server deleted: they leave the list without a reload. */
  const removed = createEvent<RecordingScope>();

  const fetchFx = createEffect(async () => ({ entries: await options.fetch(), now: now() }));

  const $entries = createStore<RecordingEntry[]>([]);
  const $now = createStore(now());
  const $loading = createStore(true);
  const $loadFailed = createStore(false);
  const $search = createStore('');
  const $period = createStore<RecordingPeriod>('all');
  const $sort = createStore<RecordingSort>('date-desc');
  /** Folder ids opened or closed by hand; untouched folders are open only while a search narrows the list. */
  const $opened = createStore<Record<string, boolean>>({});
  const $shownFolders = createStore(RECORDING_FOLDERS_PAGE);

  const $rows = combine($entries, $search, $period, $sort, $now, (entries, search, period, sort, at) =>
    selectRecordings(entries, { search, period, sort }, at),
  );
  const $folders = $rows.map(groupRecordings);
  const $visibleFolders = combine($folders, $shownFolders, (folders, shown) => folders.slice(0, shown));
  const $hiddenFolderCount = combine($folders, $shownFolders, (folders, shown) =>
    Math.max(0, folders.length - shown),
  );
  const $total = $entries.map((entries) => entries.length);
  /** Whether folders nobody opened or closed by hand are open: while a search has narrowed the files. */
  const $openByDefault = combine(
    $search,
    $rows,
    (search, rows) => search.trim() !== '' && rows.length <= SEARCH_OPENS_UP_TO,
  );
  /**
   * The list as one value, its state, counts and folder tree: a view renders it a step behind typing
   * (`useDeferredValue`), all of it at once, so counts and folders always agree.
   */
  const $list = combine({
    loading: $loading,
    failed: $loadFailed,
    total: $total,
    shown: $rows.map((rows) => rows.length),
    hidden: $hiddenFolderCount,
    folders: $visibleFolders,
    opened: $opened,
    openByDefault: $openByDefault,
  });

  /** Each request, with whether a read was already under way when it came. */
  const requestedWhileReading = sample({ clock: requested, source: fetchFx.pending });
  sample({ clock: requestedWhileReading, filter: (reading) => !reading, target: fetchFx });
  // Asked again while a read is under way (a clip stored meanwhile): read once more when it ends, since the
  // running read may have missed it.
  const $requestedAgain = createStore(false)
    .on(requestedWhileReading, (again, reading) => again || reading)
    .reset(fetchFx);
  /** A read failed and no read follows it, for the page's toast: a read asked for again answers for it. */
  const failed = sample({
    clock: fetchFx.fail,
    source: $requestedAgain,
    filter: (again) => !again,
    fn: (_, { error }) => error,
  });
  sample({ clock: fetchFx.finally, filter: $requestedAgain, fn: () => undefined, target: fetchFx });
  $entries.on(fetchFx.doneData, (_, reply) => reply.entries);
  $now.on(fetchFx.doneData, (_, reply) => reply.now);
  $loading.on(fetchFx.finally, () => false);
  $loadFailed.on(failed, () => true).on(fetchFx.done, () => false);

  $search.on(searchChanged, (_, value) => value);
  $period.on(periodChanged, (_, value) => value);
  $sort.on(sortChanged, (_, value) => value);
  $shownFolders
    .on(moreFoldersShown, (shown) => shown + RECORDING_FOLDERS_PAGE)
    .reset([searchChanged, periodChanged, sortChanged]);

  sample({
    clock: folderToggled,
    source: { opened: $opened, openByDefault: $openByDefault },
    fn: ({ opened, openByDefault }, id) => ({ ...opened, [id]: !(opened[id] ?? openByDefault) }),
    target: $opened,
  });
  // A new search starts from its own default (what it matches open, when that is few), not from earlier clicks.
  $opened.reset(searchChanged);

  $entries.on(removed, (entries, scope) => entries.filter((entry) => !inScope(entry, scope)));
  for (const store of [$entries, $loading, $loadFailed, $search, $period, $sort, $opened, $shownFolders]) {
    store.reset(options.resetOn);
  }

  return {
    requested,
    searchChanged,
    periodChanged,
    sortChanged,
    folderToggled,
    moreFoldersShown,
    removed,
    fetchFx,
    failed,
    $entries,
    $loading,
    $loadFailed,
    $search,
    $period,
    $sort,
    $opened,
    $rows,
    $folders,
    $visibleFolders,
    $list,
    $hiddenFolderCount,
    $total,
  };
}

export type RecordingsBrowser = ReturnType<typeof createRecordingsBrowser>;
