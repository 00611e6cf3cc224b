import { describe, expect, it } from 'vitest';
import { formatExpiryDate } from './format';

describe('formatExpiryDate', () => {
  it.each([
    ['2025-03-07T15:35:00.000Z', 'UTC', 'March 7, 2025 at 03:35 PM'],
    ['2025-03-07T15:35:00.000Z', 'Asia/Kolkata', 'March 7, 2025 at 09:05 PM'],
    ['2025-03-07T20:00:00.000Z', 'Asia/Kolkata', 'March 8, 2025 at 01:30 AM'],
    ['2025-03-07T03:00:00.000Z', 'America/Los_Angeles', 'March 6, 2025 at 07:00 PM'],
    ['2025-01-01T00:00:00.000Z', 'UTC', 'January 1, 2025 at 12:00 AM'],
    ['2025-12-31T12:00:00.000Z', 'UTC', 'December 31, 2025 at 12:00 PM'],
    ['2024-02-29T23:59:00.000Z', 'UTC', 'February 29, 2024 at 11:59 PM'],
  ])('%s in %s', (value, zone, expected) => {
    expect(formatExpiryDate(value, zone)).toBe(expected);
  });

  it('gives an empty string for missing or unreadable dates', () => {
    expect(formatExpiryDate(undefined)).toBe('');
    expect(formatExpiryDate(null)).toBe('');
    expect(formatExpiryDate('')).toBe('');
    expect(formatExpiryDate('not a date')).toBe('');
  });

  it('accepts Date and epoch values', () => {
    const value = Date.parse('2025-06-15T09:07:00.000Z');
    expect(formatExpiryDate(value, 'UTC')).toBe('June 15, 2025 at 09:07 AM');
    expect(formatExpiryDate(new Date(value), 'UTC')).toBe('June 15, 2025 at 09:07 AM');
  });
});
