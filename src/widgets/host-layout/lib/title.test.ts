import { describe, expect, it } from 'vitest';
import { pictureUrl, titleFromPath } from './title';

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

  it('resolves picture paths', () => {
    expect(pictureUrl('uploads/a.jpg')).toBe('/uploads/a.jpg');
    expect(pictureUrl('https://x/a.jpg')).toBe('https://x/a.jpg');
    expect(pictureUrl('')).toBeNull();
  });
});
