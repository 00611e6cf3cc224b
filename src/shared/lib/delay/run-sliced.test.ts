import { describe, expect, it } from 'vitest';
import { SLICE_MS, runSliced } from './run-sliced';

describe('runSliced', () => {
  it('returns the result and lets other tasks run once a slice has used its time', async () => {
    let clock = 0;
    const order: string[] = [];
    function* work(): Generator<void, string, void> {
      for (let step = 0; step < 10; step++) {
        order.push(`step ${step}`);
        clock += SLICE_MS / 2;
        yield;
      }
      return 'done';
    }
    setTimeout(() => order.push('other task'), 0);
    await expect(runSliced(work(), () => clock)).resolves.toBe('done');
    // Two steps fill a slice: the waiting task runs after the first slice, not after all ten steps.
    expect(order.indexOf('other task')).toBe(2);
  });

  it('runs work that fits in one slice without waiting', async () => {
    let yielded = false;
    setTimeout(() => (yielded = true), 0);
    function* work(): Generator<void, number, void> {
      yield;
      yield;
      return 3;
    }
    await expect(runSliced(work(), () => 0)).resolves.toBe(3);
    expect(yielded).toBe(false);
  });
});
