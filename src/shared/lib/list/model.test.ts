import { allSettled, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { sortRows } from './list';
import { createListModel } from './model';

interface Row {
  id: number;
  name: string;
  even: boolean;
}

const rows: Row[] = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  name: `Row ${String(index + 1).padStart(2, '0')}`,
  even: index % 2 === 1,
}));

const $hidden = createStore<number | null>(null);
const list = createListModel({
  fetch: async () => rows,
  defaultSort: { key: 'id' as 'id' | 'name', direction: 'asc' as const },
  defaultFilter: 'all' as 'all' | 'even',
  context: $hidden,
  select: (all, { search, filter, sort }, hidden) =>
    sortRows(
      all.filter(
        (row) =>
          row.id !== hidden &&
          (filter === 'all' || row.even) &&
          row.name.toLowerCase().includes(search.trim().toLowerCase()),
      ),
      (row) => row[sort.key],
      sort.direction,
    ),
});

describe('createListModel', () => {
  it('loads, then pages the sorted rows with numbering offsets', async () => {
    const scope = fork();
    expect(scope.getState(list.$loading)).toBe(true);
    await allSettled(list.requested, { scope });
    expect(scope.getState(list.$loading)).toBe(false);
    await allSettled(list.pageChanged, { scope, params: 3 });
    const view = scope.getState(list.$view);
    expect(view).toMatchObject({ page: 3, pageCount: 3, total: 25, offset: 20 });
    expect(view.rows.map((row) => row.id)).toEqual([21, 22, 23, 24, 25]);
  });

  it('searches, filters, sorts and uses its context, each change going back to page 1', async () => {
    const scope = fork({ values: [[$hidden, 2]] });
    await allSettled(list.requested, { scope });
    await allSettled(list.pageChanged, { scope, params: 2 });
    await allSettled(list.filterChanged, { scope, params: 'even' });
    expect(scope.getState(list.$page)).toBe(1);
    expect(scope.getState(list.$filtered).map((row) => row.id)).toEqual([
      4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24,
    ]);
    await allSettled(list.sortToggled, { scope, params: 'id' });
    expect(scope.getState(list.$sort)).toEqual({ key: 'id', direction: 'desc' });
    expect(scope.getState(list.$view).rows[0]?.id).toBe(24);
    await allSettled(list.searchChanged, { scope, params: 'row 1' });
    expect(scope.getState(list.$filtered).map((row) => row.id)).toEqual([18, 16, 14, 12, 10]);
  });

  it('marks a failed load and clears the mark on the next success', async () => {
    let fail = true;
    const scope = fork({
      handlers: [
        [
          list.fetchFx,
          async () => {
            if (fail) throw new Error('down');
            return rows;
          },
        ],
      ],
    });
    await allSettled(list.requested, { scope });
    expect(scope.getState(list.$loadFailed)).toBe(true);
    fail = false;
    await allSettled(list.requested, { scope });
    expect(scope.getState(list.$loadFailed)).toBe(false);
    expect(scope.getState(list.$rows)).toHaveLength(25);
  });
});
