import { allSettled, createEvent, createWatch, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { createListModel, type ListRequest } from './model';

interface Row {
  id: number;
  name: string;
  even: boolean;
}

type Key = 'id' | 'name';
type Filter = 'all' | 'even';

const rows: Row[] = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  name: `Row ${String(index + 1).padStart(2, '0')}`,
  even: index % 2 === 1,
}));

/** A server that searches, filters, sorts by id and pages, like the list routes. */
async function server({ search, filter, sort, page, pageSize }: ListRequest<Key, Filter>) {
  const matching = rows
    .filter((row) => (filter === 'all' || row.even) && row.name.toLowerCase().includes(search.toLowerCase()))
    .sort((a, b) => (sort.direction === 'asc' ? a.id - b.id : b.id - a.id));
  return { rows: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length };
}

const accountChanged = createEvent();
const list = createListModel<Row, Key, Filter>({
  fetch: server,
  defaultSort: { key: 'id', direction: 'asc' },
  defaultFilter: 'all',
  resetOn: accountChanged,
});

const ids = (scope: ReturnType<typeof fork>) => scope.getState(list.$view).rows.map((row) => row.id);

describe('createListModel', () => {
  it('shows the page the server sends, numbered on from the pages before it', async () => {
    const scope = fork();
    expect(scope.getState(list.$loading)).toBe(true);
    await allSettled(list.fetchFx, { scope });
    expect(scope.getState(list.$loading)).toBe(false);
    expect(ids(scope)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await allSettled(list.pageChanged, { scope, params: 3 });
    expect(scope.getState(list.$view)).toMatchObject({ page: 3, pageCount: 3, total: 25, offset: 20 });
    expect(ids(scope)).toEqual([21, 22, 23, 24, 25]);
  });

  it('asks for page 1 of what matches after a search, filter, sort or page size change', async () => {
    const scope = fork();
    await allSettled(list.fetchFx, { scope });
    await allSettled(list.pageChanged, { scope, params: 2 });
    await allSettled(list.filterChanged, { scope, params: 'even' });
    expect(scope.getState(list.$view)).toMatchObject({ page: 1, total: 12 });
    expect(ids(scope)).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18, 20]);
    await allSettled(list.sortToggled, { scope, params: 'id' });
    expect(scope.getState(list.$sort)).toEqual({ key: 'id', direction: 'desc' });
    expect(ids(scope)[0]).toBe(24);
    await allSettled(list.pageChanged, { scope, params: 2 });
    await allSettled(list.searchChanged, { scope, params: 'row 1' });
    expect(ids(scope)).toEqual([18, 16, 14, 12, 10]);
    await allSettled(list.pageSizeChanged, { scope, params: 5 });
    expect(scope.getState(list.$view)).toMatchObject({ page: 1, pageSize: 5, pageCount: 1 });
  });

  it('keeps the newest request’s rows when an older reply arrives after it', async () => {
    const replies: Array<() => void> = [];
    const scope = fork({
      handlers: [
        [
          list.fetchPageFx,
          (request: ListRequest<Key, Filter>) =>
            new Promise((resolve) => replies.push(() => resolve(server(request)))),
        ],
      ],
    });
    void allSettled(list.pageChanged, { scope, params: 2 });
    const later = allSettled(list.pageChanged, { scope, params: 3 });
    replies[1]!();
    await new Promise((resolve) => setTimeout(resolve));
    replies[0]!();
    await later;
    expect(ids(scope)).toEqual([21, 22, 23, 24, 25]);
  });

  it('says once that the page failed to load when it was asked for twice at once, as `npm run dev` mounts it', async () => {
    const scope = fork({
      handlers: [
        [
          list.fetchPageFx,
          async () => {
            throw new Error('down');
          },
        ],
      ],
    });
    const failures: Error[] = [];
    const unwatch = createWatch({ unit: list.failed, scope, fn: (error) => failures.push(error) });
    await Promise.all([allSettled(list.fetchFx, { scope }), allSettled(list.fetchFx, { scope })]);
    unwatch();
    expect(failures.map((error) => error.message)).toEqual(['down']);
    expect(scope.getState(list.$loadFailed)).toBe(true);
    expect(scope.getState(list.$loading)).toBe(false);
  });

  it('lets a newer load of the same page answer for an older one that fails after it', async () => {
    const replies: Array<{ resolve: () => void; reject: () => void }> = [];
    const scope = fork({
      handlers: [
        [
          list.fetchPageFx,
          (request: ListRequest<Key, Filter>) =>
            new Promise((resolve, reject) =>
              replies.push({
                resolve: () => resolve(server(request)),
                reject: () => reject(new Error('down')),
              }),
            ),
        ],
      ],
    });
    const failures: Error[] = [];
    const unwatch = createWatch({ unit: list.failed, scope, fn: (error) => failures.push(error) });
    const older = allSettled(list.fetchFx, { scope });
    const newer = allSettled(list.fetchFx, { scope });
    replies[1]!.resolve();
    await new Promise((resolve) => setTimeout(resolve));
    replies[0]!.reject();
    await Promise.all([older, newer]);
    unwatch();
    expect(failures).toEqual([]);
    expect(scope.getState(list.$loadFailed)).toBe(false);
    expect(ids(scope)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('asks the server once typing pauses, for the text in the box then', async () => {
    const asked: string[] = [];
    const scope = fork({
      handlers: [
        [
          list.fetchPageFx,
          (request: ListRequest<Key, Filter>) => {
            asked.push(request.search);
            return server(request);
          },
        ],
      ],
    });
    void allSettled(list.searchChanged, { scope, params: 'r' });
    void allSettled(list.searchChanged, { scope, params: 'ro' });
    await allSettled(list.searchChanged, { scope, params: 'row 1' });
    expect(scope.getState(list.$search)).toBe('row 1');
    expect(asked).toEqual(['row 1']);
    expect(ids(scope)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });

  it('goes to the last page there is when the rows of a late page are gone', async () => {
    const scope = fork();
    await allSettled(list.fetchFx, { scope });
    await allSettled(list.pageChanged, { scope, params: 9 });
    expect(scope.getState(list.$view)).toMatchObject({ page: 3, offset: 20 });
    expect(ids(scope)).toEqual([21, 22, 23, 24, 25]);
  });

  it('tells an empty list from a search that matches nothing', async () => {
    const scope = fork();
    await allSettled(list.searchChanged, { scope, params: 'nothing' });
    expect(scope.getState(list.$view).total).toBe(0);
    expect(scope.getState(list.$empty)).toBe(false);
    const empty = fork({ handlers: [[list.fetchPageFx, async () => ({ rows: [], total: 0 })]] });
    await allSettled(list.fetchFx, { scope: empty });
    expect(empty.getState(list.$empty)).toBe(true);
  });

  it('marks a failed load and clears the mark on the next success', async () => {
    let fail = true;
    const scope = fork({
      handlers: [
        [
          list.fetchPageFx,
          async (request: ListRequest<Key, Filter>) => {
            if (fail) throw new Error('down');
            return server(request);
          },
        ],
      ],
    });
    await allSettled(list.fetchFx, { scope });
    expect(scope.getState(list.$loadFailed)).toBe(true);
    fail = false;
    await allSettled(list.fetchFx, { scope });
    expect(scope.getState(list.$loadFailed)).toBe(false);
    expect(scope.getState(list.$view).rows).toHaveLength(10);
  });

  it("forgets the rows and the reader's choices when the account changes, and shows the loader until the next load", async () => {
    const scope = fork();
    await allSettled(list.fetchFx, { scope });
    await allSettled(list.searchChanged, { scope, params: 'Row 1' });
    await allSettled(list.pageSizeChanged, { scope, params: 25 });
    expect(ids(scope)).not.toEqual([]);
    await allSettled(accountChanged, { scope });
    expect(ids(scope)).toEqual([]);
    expect(scope.getState(list.$search)).toBe('');
    expect(scope.getState(list.$loading)).toBe(true);
    await allSettled(list.fetchFx, { scope });
    expect(ids(scope)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
