import type { Scope } from 'effector';
import { expect, waitFor, within } from 'storybook/test';

/**
 * Queries on the whole page: Chakra renders dialogs, menus and toasts in portals on `document.body`,
 * outside `#storybook-root`, so `within(canvasElement)` cannot find them.
 */
export const body = () => within(document.body);

/**
 * Chakra dialogs and toasts fade in, and a page can build its content hidden behind a loader: waits until
 * the element (or the pending `find*` query) is really visible, then returns it. The wait allows 5 s: on a
 * loaded 2-core machine a dialog's first open (its code, then the fade) has taken longer than testing-library's
 * default second.
 */
export async function shown(
  element: HTMLElement | Promise<HTMLElement>,
  { timeout = 5000 }: { timeout?: number } = {},
): Promise<HTMLElement> {
  const resolved = await element;
  await waitFor(() => expect(resolved).toBeVisible(), { timeout });
  return resolved;
}

/**
 * The story's effector scope: the loader in `.storybook/preview.tsx` forks it and returns `{ scope }`,
 * which Storybook hands to `play` as `context.loaded`.
 */
export const scopeOf = (loaded: Record<string, unknown>) => loaded.scope as Scope;
