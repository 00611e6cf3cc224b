import { startTransition, useEffect, useMemo, useState } from 'react';

/**
 * Rows a table renders in one go; a longer page adds the rest a batch per frame. The browser lays out and
 * paints every row it gets in one frame: 100 rows were a 60-80 ms frame at 4x CPU slowdown (issue 17), 20
 * fill a laptop's screen.
 */
export const ROW_BATCH = 20;

/**
 * How many of `rows` to render at once when they replace `shownRows`: the rows both share at the start stay
 * (a larger page size keeps those on screen, a list updated in place keeps all), and at least a batch.
 */
export function rowsToRenderAtOnce<T>(
  shownRows: readonly T[],
  rows: readonly T[],
  getRowId: (row: T) => string,
): number {
  let kept = 0;
  while (
    kept < shownRows.length &&
    kept < rows.length &&
    getRowId(shownRows[kept] as T) === getRowId(rows[kept] as T)
  ) {
    kept += 1;
  }
  return Math.min(rows.length, Math.max(ROW_BATCH, kept));
}

/**
 * The part of `rows` to render now, growing a batch per frame (in background renders) until it is all of
 * them. Each batch waits for the previous one's frame, so no frame lays out more than a batch of new rows.
 */
export function useRowBatches<T>(
  rows: readonly T[],
  getRowId: (row: T) => string,
): { shownRows: readonly T[]; complete: boolean } {
  const [batches, setBatches] = useState(() => ({ rows, count: Math.min(rows.length, ROW_BATCH) }));
  let current = batches;
  if (batches.rows !== rows) {
    // New rows: React's pattern for state that follows a prop, adjusted while rendering.
    current = { rows, count: rowsToRenderAtOnce(batches.rows.slice(0, batches.count), rows, getRowId) };
    setBatches(current);
  }
  const { count } = current;
  const complete = count >= rows.length;

  useEffect(() => {
    if (complete) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the frame that shows the rows so far.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() =>
        startTransition(() =>
          setBatches((now) => (now.rows === rows ? { rows, count: now.count + ROW_BATCH } : now)),
        ),
      );
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [rows, count, complete]);

  const shownRows = useMemo(() => (complete ? rows : rows.slice(0, count)), [rows, count, complete]);
  return { shownRows, complete };
}
