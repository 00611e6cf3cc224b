import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setBearerToken } from '@/shared/api/client';
import { preloadOnDemandUi } from '@/shared/ui/lazy-part/preload-all';

// The app loads a dialog's, menu's or popover's code when idle or on first open (their own tests cover
// that); the other tests render them as soon as they open.
await preloadOnDemandUi();

afterEach(() => {
  cleanup();
  // The session's token lives in memory like its stored copy: each test starts signed out.
  setBearerToken(null);
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
