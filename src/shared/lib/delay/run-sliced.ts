/** How long one slice of work may hold the main thread: well inside a 50 ms long task on a slow phone. */
export const SLICE_MS = 8;

interface PostTaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Gives the browser a turn (input, rendering) before the caller goes on: `scheduler.yield()` where the browser
 * has it (the rest of the work keeps its place in line), a new task otherwise.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: PostTaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `work` to its result, giving the main thread back whenever a slice has run `SLICE_MS`: the generator
 * `yield`s at points where stopping is safe, and the slice ends at the first such point past its time.
 */
export async function runSliced<T>(
  work: Generator<unknown, T, void>,
  now = () => performance.now(),
): Promise<T> {
  let sliceEnd = now() + SLICE_MS;
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
    if (now() >= sliceEnd) {
      await yieldToMain();
      sliceEnd = now() + SLICE_MS;
    }
  }
}
