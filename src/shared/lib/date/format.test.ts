import { describe, expect, it } from 'vitest';
import { formatShortDate, formatShortDateTime } from './format';

describe('short dates', () => {
  it('formats with a short month', () => {
    expect(formatShortDate('2025-01-05T10:00:00Z', 'UTC')).toBe('Jan 5, 2025');
    expect(formatShortDateTime('2025-01-05T15:04:00Z', 'UTC')).toBe('Jan 5, 2025, 3:04 PM');
    expect(formatShortDateTime('2025-01-05T15:04:00Z', 'Asia/Kolkata')).toBe('Jan 5, 2025, 8:34 PM');
  });
  it('says Never for missing dates', () => {
    expect(formatShortDate(null)).toBe('Never');
    expect(formatShortDateTime(undefined)).toBe('Never');
    expect(formatShortDateTime('x')).toBe('Never');
  });
});
