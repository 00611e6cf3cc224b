import { afterEach, describe, expect, it } from 'vitest';
import { config } from '@/shared/config';
import { pictureUrl } from './picture';

const base = config.apiBaseUrl;
afterEach(() => {
  (config as { apiBaseUrl: string }).apiBaseUrl = base;
});

describe('pictureUrl', () => {
  it('puts a stored path behind the API base with a cache-busting timestamp', () => {
    (config as { apiBaseUrl: string }).apiBaseUrl = 'https://api.example.com/';
    expect(pictureUrl('uploads/a.jpg', 1700)).toBe('https://api.example.com/uploads/a.jpg?t=1700');
    expect(pictureUrl('/uploads/a.jpg', 1700)).toBe('https://api.example.com/uploads/a.jpg?t=1700');
  });

  it('is same-origin without a configured base, stable within one page load', () => {
    (config as { apiBaseUrl: string }).apiBaseUrl = '';
    const first = pictureUrl('uploads/a.jpg');
    expect(first).toMatch(/^\/uploads\/a\.jpg\?t=\d+$/);
    expect(pictureUrl('uploads/a.jpg')).toBe(first);
  });

  it('passes full, data and blob URLs through and has nothing for an empty path', () => {
    expect(pictureUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(pictureUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(pictureUrl('blob:https://app/1')).toBe('blob:https://app/1');
    expect(pictureUrl('')).toBeNull();
    expect(pictureUrl(undefined)).toBeNull();
  });
});
