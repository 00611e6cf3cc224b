import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { setBearerToken } from '@/shared/api/client';

afterEach(() => {
  // The session's token lives in memory like its stored copy: each test starts signed out.
  setBearerToken(null);
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
