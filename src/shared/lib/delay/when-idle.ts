/** Runs `task` when the browser is idle (Safari has no requestIdleCallback: soon after, then); returns a cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task);
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 500);
  return () => clearTimeout(handle);
}
