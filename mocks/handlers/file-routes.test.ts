// @vitest-environment node
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from './index';

const origin = 'http://127.0.0.1:5173';
const answer = (path: string) => getResponse(handlers, new Request(`${origin}${path}`));

/**
 * The backend's file folders sit at its origin's root. In Storybook and the offline app the backend answers
 * in the page's own origin, beside the app's modules: a module whose path merely contains such a folder's name
 * must reach the dev server, not the backend.
 */
describe('file routes', () => {
  it.each([
    '/src/pages/recordings/ui/RecordingsPage.stories.tsx',
    '/src/features/uploads/index.ts',
    '/node_modules/.vite/assets/backgrounds/chunk.js',
  ])('leave %s to the dev server', async (path) => {
    await expect(answer(path)).resolves.toBeUndefined();
  });

  it('answer their own folders at the root', async () => {
    expect((await answer('/recordings/Ravi%20Kumar/any.wav'))?.status).toBe(401);
    expect((await answer('/uploads/missing.png'))?.status).toBe(404);
    const background = await answer('/assets/backgrounds/inbuilt-1.svg');
    expect(background?.headers.get('content-type')).toBe('image/svg+xml');
    expect((await answer('/assets/backgrounds/other.svg'))?.status).toBe(404);
  });
});
