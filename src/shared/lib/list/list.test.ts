import { describe, expect, it } from 'vitest';
import { compareValues, paginate, sortRows, timeOf, toggleSort } from './list';

describe('list helpers', () => {
  it('compares strings case-insensitively with numeric parts, missing values last', () => {
    expect(sortRows(['b', 'A', 'c10', 'c9', ''], (v) => v, 'asc')).toEqual(['A', 'b', 'c9', 'c10', '']);
    expect(sortRows(['b', 'A', null, 'c'], (v) => v, 'desc')).toEqual(['c', 'b', 'A', null]);
    expect(compareValues(true, false, 'asc')).toBeGreaterThan(0);
  });

  it('sorts stably', () => {
    const rows = [
      { id: 1, k: 1 },
      { id: 2, k: 0 },
      { id: 3, k: 1 },
    ];
    expect(sortRows(rows, (r) => r.k, 'desc').map((r) => r.id)).toEqual([1, 3, 2]);
  });

  it('toggles the sort', () => {
    expect(toggleSort({ key: 'a', direction: 'asc' }, 'a')).toEqual({ key: 'a', direction: 'desc' });
    expect(toggleSort<'a' | 'b'>({ key: 'a', direction: 'desc' }, 'b')).toEqual({
      key: 'b',
      direction: 'asc',
    });
  });

  it('pages with continuing offsets and clamps the page', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i);
    expect(paginate(rows, 1, 10)).toMatchObject({
      rows: rows.slice(0, 10),
      page: 1,
      pageCount: 3,
      offset: 0,
    });
    expect(paginate(rows, 3, 10)).toMatchObject({ rows: [20, 21, 22], offset: 20 });
    expect(paginate(rows, 9, 10).page).toBe(3);
    expect(paginate([], 2, 10)).toMatchObject({ rows: [], page: 1, pageCount: 1, total: 0 });
  });

  it('reads dates', () => {
    expect(timeOf('2025-01-01T00:00:00Z')).toBe(Date.UTC(2025, 0, 1));
    expect(timeOf(undefined)).toBeNull();
    expect(timeOf('nope')).toBeNull();
  });
});
