import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setBearerToken } from '@/shared/api/client';
import { preloadDialog } from '@/shared/ui/dialog/Dialog';

// The app loads a dialog's code when idle or on first open (Dialog.test.tsx covers that); the other tests
// render their dialogs as soon as they open.
await preloadDialog();

afterEach(() => {
  cleanup();
  // The session's token lives in memory like its stored copy: each test starts signed out.
  setBearerToken(null);
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
