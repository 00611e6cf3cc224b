import { describe, expect, it } from 'vitest';
import { pageOf, toggleSort } from './list';

describe('list helpers', () => {
  it('toggles the sort', () => {
    expect(toggleSort({ key: 'a', direction: 'asc' }, 'a')).toEqual({ key: 'a', direction: 'desc' });
    expect(toggleSort<'a' | 'b'>({ key: 'a', direction: 'desc' }, 'b')).toEqual({
      key: 'b',
      direction: 'asc',
    });
  });

  it('numbers a page’s rows on from the pages before it', () => {
    expect(pageOf([21, 22, 23], 23, 3, 10)).toEqual({
      rows: [21, 22, 23],
      page: 3,
      pageCount: 3,
      pageSize: 10,
      total: 23,
      offset: 20,
    });
    expect(pageOf([], 0, 1, 10)).toMatchObject({ page: 1, pageCount: 1, offset: 0 });
  });
});
