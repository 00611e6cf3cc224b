import { describe, expect, it } from 'vitest';
import { formatElapsed, recordingFileName } from './naming';

describe('recordingFileName', () => {
  it('names the file by date and start and end time on a 12-hour clock', () => {
    const start = Date.UTC(2025, 0, 5, 15, 4, 5);
    const end = Date.UTC(2025, 0, 5, 15, 41, 10);
    expect(recordingFileName(start, end, 'UTC')).toBe('Recording-05-Jan-2025 -- 3-04-05 PM - 3-41-10 PM.mp3');
  });

  it('uses AM, 12 for noon and midnight, and the start date for a call past midnight', () => {
    const start = Date.UTC(2024, 11, 31, 23, 59, 0);
    const end = Date.UTC(2025, 0, 1, 0, 1, 30);
    expect(recordingFileName(start, end, 'UTC')).toBe(
      'Recording-31-Dec-2024 -- 11-59-00 PM - 12-01-30 AM.mp3',
    );
    expect(recordingFileName(Date.UTC(2025, 5, 9, 12, 0, 0), Date.UTC(2025, 5, 9, 12, 0, 9), 'UTC')).toBe(
      'Recording-09-Jun-2025 -- 12-00-00 PM - 12-00-09 PM.mp3',
    );
  });

  it('follows the given time zone', () => {
    const start = Date.UTC(2025, 0, 5, 20, 0, 0);
    expect(recordingFileName(start, start + 60_000, 'Asia/Kolkata')).toBe(
      'Recording-06-Jan-2025 -- 1-30-00 AM - 1-31-00 AM.mp3',
    );
  });

  it('has no character a file system refuses', () => {
    expect(recordingFileName(Date.now(), Date.now() + 1000)).not.toMatch(/[\\/:*?"<>|]/);
  });
});

describe('formatElapsed', () => {
  it('shows minutes and seconds, and hours once a recording passes one', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(7_900)).toBe('0:07');
    expect(formatElapsed(754_000)).toBe('12:34');
    expect(formatElapsed(3_723_000)).toBe('1:02:03');
    expect(formatElapsed(-50)).toBe('0:00');
  });
});
