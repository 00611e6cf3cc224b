import { describe, expect, it } from 'vitest';
import { titleFromPath } from './title';

describe('titleFromPath', () => {
  it.each([
    ['/dashboard', 'Dashboard'],
    ['/users', 'Users'],
    ['/calls/', 'Calls'],
    ['/recordingsPage', 'Recordings Page'],
    ['/settings', 'Settings'],
    ['/how-to-use', 'How To Use'],
    ['/', ''],
  ])('%s → %s', (path, title) => {
    expect(titleFromPath(path)).toBe(title);
  });
});
