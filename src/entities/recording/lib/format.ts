import { DISPLAY_TIME_ZONE } from '@/shared/config';
import { formatShortDate, formatShortDateTime } from '@/shared/lib';

// en-CA formats as YYYY-MM-DD: a calendar day in the display zone that sorts and compares as a string.
let dayFormatter: Intl.DateTimeFormat | null = null;

/** The calendar day ('2026-11-24') of an instant in Asia/Kolkata (spec 02 §9), or '' when unreadable. */
export function recordingDayKey(value: string | number): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  dayFormatter ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: DISPLAY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return dayFormatter.format(date);
}

/** 'Nov 24, 2026, 3:04 PM' in Asia/Kolkata. */
export function formatRecordingDateTime(value: string): string {
  return formatShortDateTime(value, DISPLAY_TIME_ZONE);
}

let timeFormatter: Intl.DateTimeFormat | null = null;

/** '3:04 PM' in Asia/Kolkata: a file's time within its date folder; '' when unreadable. */
export function formatRecordingTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  timeFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: DISPLAY_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
  });
  return timeFormatter.format(date);
}

/** A day key ('2026-11-24') as 'Nov 24, 2026' (the key is already a Kolkata day: format it as is). */
export function formatRecordingDay(dayKey: string): string {
  return formatShortDate(`${dayKey}T00:00:00Z`, 'UTC');
}

/** Seconds as 'm:ss' (or 'h:mm:ss'); '0:00' for missing or negative values. */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * The instant a stored file name encodes: names are timestamps with colons replaced (spec 02 §3), e.g.
 * '2026-11-24T10-03-22.120Z.wav' → '2026-11-24T10:03:22.120Z'. Null when the name is not such a timestamp.
 */
export function recordingNameDate(name: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})(\.\d+)?Z/.exec(name);
  if (!match) return null;
  const [, day, hours, minutes, seconds, fraction = ''] = match;
  const iso = `${day}T${hours}:${minutes}:${seconds}${fraction}Z`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

/** The title a file row and the lock screen show: its recorded date-time in Kolkata, else its name. */
export function recordingTitle(file: { name: string; createdAt: string }): string {
  const at = recordingNameDate(file.name) ?? file.createdAt;
  const formatted = formatRecordingDateTime(at);
  return formatted === 'Never' ? file.name : formatted;
}
