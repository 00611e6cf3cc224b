import { describe, expect, it } from 'vitest';
import { compareSortValues, nextSort, pageCountOf, sortAndPaginate } from './table-logic';

interface Person {
  name: string;
  calls: number | null;
  joined: Date;
}

const people: Person[] = [
  { name: 'zoe', calls: 3, joined: new Date('2024-03-01') },
  { name: 'Adam', calls: null, joined: new Date('2024-01-01') },
  { name: 'user10', calls: 10, joined: new Date('2024-02-01') },
  { name: 'user2', calls: 3, joined: new Date('2023-12-01') },
  { name: 'Bea', calls: 7, joined: new Date('2024-05-01') },
];

const sortValue = (row: Person, key: string) => row[key as keyof Person];

describe('compareSortValues', () => {
  it('compares numbers, dates and strings naturally and case-insensitively', () => {
    expect(compareSortValues(2, 10)).toBeLessThan(0);
    expect(compareSortValues('user2', 'user10')).toBeLessThan(0);
    expect(compareSortValues('adam', 'Bea')).toBeLessThan(0);
    expect(compareSortValues(new Date('2024-01-02'), new Date('2024-01-01'))).toBeGreaterThan(0);
  });

  it('keeps empty values last in both directions', () => {
    expect(compareSortValues(null, 1, 'asc')).toBeGreaterThan(0);
    expect(compareSortValues(null, 1, 'desc')).toBeGreaterThan(0);
    expect(compareSortValues('', 'a', 'desc')).toBeGreaterThan(0);
  });
});

describe('nextSort', () => {
  it('starts a new column ascending and flips the current one', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'calls')).toEqual({ key: 'calls', direction: 'asc' });
  });
});

describe('sortAndPaginate', () => {
  it('keeps the input order without a sort and numbers rows across pages', () => {
    const second = sortAndPaginate(people, { sort: null, sortValue, page: 2, pageSize: 2 });
    expect(second.rows.map((item) => [item.number, item.row.name])).toEqual([
      [3, 'user10'],
      [4, 'user2'],
    ]);
    expect(second).toMatchObject({ page: 2, pageCount: 3, total: 5 });
  });

  it('sorts before paging, stable for ties, empties last', () => {
    const asc = sortAndPaginate(people, {
      sort: { key: 'calls', direction: 'asc' },
      sortValue,
      page: 1,
      pageSize: 10,
    });
    expect(asc.rows.map((item) => item.row.name)).toEqual(['zoe', 'user2', 'Bea', 'user10', 'Adam']);
    const desc = sortAndPaginate(people, {
      sort: { key: 'calls', direction: 'desc' },
      sortValue,
      page: 1,
      pageSize: 2,
    });
    expect(desc.rows.map((item) => item.row.name)).toEqual(['user10', 'Bea']);
    const byDate = sortAndPaginate(people, {
      sort: { key: 'joined', direction: 'asc' },
      sortValue,
      page: 3,
      pageSize: 2,
    });
    expect(byDate.rows).toEqual([{ row: people[4], number: 5 }]);
  });

  it('clamps the page into range and handles an empty list', () => {
    expect(sortAndPaginate(people, { sort: null, sortValue, page: 9, pageSize: 2 }).page).toBe(3);
    expect(sortAndPaginate(people, { sort: null, sortValue, page: 0, pageSize: 2 }).page).toBe(1);
    const empty = sortAndPaginate([], { sort: null, sortValue, page: 4, pageSize: 10 });
    expect(empty).toEqual({ rows: [], page: 1, pageCount: 1, total: 0 });
  });

  it('does not mutate the input', () => {
    const copy = [...people];
    sortAndPaginate(people, { sort: { key: 'name', direction: 'desc' }, sortValue, page: 1, pageSize: 5 });
    expect(people).toEqual(copy);
  });

  it('counts pages', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
  });
});
