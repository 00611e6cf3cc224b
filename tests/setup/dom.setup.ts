import { act, cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadOnDemandUi } from '@/shared/ui/lazy-part/preload-all';
// The app's one toaster outlives a test: each test starts without the previous test's toasts.
import { toaster } from '@/shared/ui/toaster/toaster';

// The app loads a dialog's, menu's or popover's code when idle or on first open (their own tests cover
// that); the other tests render them as soon as they open.
await preloadOnDemandUi();

// Components render in StrictMode, as the app does: a test also proves they survive the double mount.
configure({ reactStrictMode: true });

afterEach(() => {
  cleanup();
  act(() => {
    toaster.remove();
  });
});
