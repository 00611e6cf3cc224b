import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatRecordingDateTime,
  formatRecordingDay,
  formatRecordingTime,
  recordingDayKey,
  recordingNameDate,
  recordingTitle,
} from './format';

describe('recording formatting (Asia/Kolkata, spec 02 §9)', () => {
  it('puts an instant on its Kolkata calendar day, across the UTC midnight', () => {
    expect(recordingDayKey('2026-11-23T18:29:59Z')).toBe('2026-11-23');
    expect(recordingDayKey('2026-11-23T18:30:00Z')).toBe('2026-11-24');
    expect(recordingDayKey('nonsense')).toBe('');
  });

  it('shows date-times in Kolkata and day keys as they are', () => {
    expect(formatRecordingDateTime('2026-11-23T20:02:00.000Z')).toBe('Nov 24, 2026, 1:32 AM');
    expect(formatRecordingDay('2026-11-24')).toBe('Nov 24, 2026');
    expect(formatRecordingTime('2026-11-28T13:12:24.000Z')).toBe('6:42 PM');
    expect(formatRecordingTime('nonsense')).toBe('');
  });

  it('formats durations as m:ss and h:mm:ss', () => {
    expect(formatDuration(2.5)).toBe('0:02');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(Number.NaN)).toBe('0:00');
    expect(formatDuration(-3)).toBe('0:00');
  });

  it('reads the timestamp back out of a stored file name (colons replaced)', () => {
    expect(recordingNameDate('2026-11-24T10-03-22.120Z.wav')).toBe('2026-11-24T10:03:22.120Z');
    expect(recordingNameDate('2026-11-24T10-03-22Z.mp3')).toBe('2026-11-24T10:03:22Z');
    expect(recordingNameDate('Recording-24-Nov-2026.mp3')).toBeNull();
  });

  it('titles a file by its recorded time, or by its name when that is not a timestamp', () => {
    const createdAt = '2026-11-24T10:00:00.000Z';
    expect(recordingTitle({ name: '2026-11-24T10-03-22.120Z.wav', createdAt })).toBe('Nov 24, 2026, 3:33 PM');
    expect(recordingTitle({ name: 'Recording-24-Nov.mp3', createdAt: 'bad' })).toBe('Recording-24-Nov.mp3');
  });
});
