import type { HostRecordingsGroup, RecordingFolder } from '@/shared/api';
import { formatRecordingDay, recordingDayKey, recordingTitle } from './format';

export type RecordingPeriod = 'all' | 'today' | 'week' | 'month';
export type RecordingSort = 'date-desc' | 'date-asc' | 'name-asc' | 'name-desc';

/** Filter and sort menus of spec 02 §2, in menu order. */
export const RECORDING_PERIODS: readonly { value: RecordingPeriod; label: string }[] = [
  { value: 'all', label: 'All Recordings' },
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'This Week' },
  { value: 'month', label: 'This Month' },
];
export const RECORDING_SORTS: readonly { value: RecordingSort; label: string }[] = [
  { value: 'date-desc', label: 'Date (Newest First)' },
  { value: 'date-asc', label: 'Date (Oldest First)' },
  { value: 'name-asc', label: 'Name (A-Z)' },
  { value: 'name-desc', label: 'Name (Z-A)' },
];

/** One file, flattened with everything search, filter, sort and grouping need (computed once per load). */
export interface RecordingEntry {
  id: string;
  userName: string;
  userId: string;
  meetingId: string;
  folderName: string;
  name: string;
  path: string;
  duration: number;
  mimeType: string;
  createdAt: string;
  time: number;
  /** Kolkata day of the file (the period filter). */
  fileDay: string;
  /** Kolkata day the meeting folder started: the date folder the file sits in. */
  day: string;
  /** `day` as 'Nov 24, 2026' (formatted once per load, not per keystroke). */
  dayLabel: string;
  title: string;
  nameKey: string;
  haystack: string;
}

export interface RecordingDateFolder {
  /** `userName/day`: unique across users. */
  id: string;
  userName: string;
  day: string;
  label: string;
  files: RecordingEntry[];
}

export interface RecordingUserFolder {
  id: string;
  userName: string;
  userId: string;
  count: number;
  dates: RecordingDateFolder[];
}

export interface RecordingQuery {
  search: string;
  period: RecordingPeriod;
  sort: RecordingSort;
}

function toEntry(userName: string, userId: string, folder: RecordingFolder): RecordingEntry[] {
  const day = recordingDayKey(folder.date);
  const dayLabel = formatRecordingDay(day);
  return folder.files.map((file) => {
    const title = recordingTitle(file);
    return {
      id: file._id,
      userName,
      userId,
      meetingId: folder.meetingId,
      folderName: folder.folderName,
      name: file.name,
      path: file.path,
      duration: file.duration,
      mimeType: file.mimeType,
      createdAt: file.createdAt,
      time: Date.parse(file.createdAt) || 0,
      fileDay: recordingDayKey(file.createdAt),
      day,
      dayLabel,
      title,
      nameKey: `${userName.toLowerCase()}\u0000${file.name.toLowerCase()}`,
      haystack: [userName, file.name, title, day, dayLabel].join('\n').toLowerCase(),
    };
  });
}

/** The host tree (user name → meeting folders → files) as one flat list. */
export function hostEntries(groups: readonly HostRecordingsGroup[]): RecordingEntry[] {
  return groups.flatMap((group) =>
    group.meetings.flatMap((folder) => toEntry(group.userName, group.userId, folder)),
  );
}

/** The user's own folders as one flat list; the user name is the path's second segment. */
export function userEntries(folders: readonly RecordingFolder[]): RecordingEntry[] {
  return folders.flatMap((folder) => {
    const userName = folder.files[0]?.path.split('/')[1] ?? '';
    return toEntry(userName, '', folder);
  });
}

const DAY_MS = 86_400_000;

/** First day (Monday) of the Kolkata week holding `today`, as a day key. */
function weekStart(today: string): string {
  const midnight = Date.parse(`${today}T00:00:00Z`);
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** A predicate for the period menu: calendar today, this week (Monday first) or this month in Kolkata. */
export function periodMatcher(period: RecordingPeriod, now: number): (entry: RecordingEntry) => boolean {
  if (period === 'all') return () => true;
  const today = recordingDayKey(now);
  if (period === 'today') return (entry) => entry.fileDay === today;
  if (period === 'month') {
    const month = today.slice(0, 7);
    return (entry) => entry.fileDay.slice(0, 7) === month;
  }
  const start = weekStart(today);
  return (entry) => entry.fileDay >= start && entry.fileDay <= today;
}

/** Search on user name, date and file name: every word must appear (case-insensitive). */
export function searchMatcher(search: string): (entry: RecordingEntry) => boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return () => true;
  return (entry) => words.every((word) => entry.haystack.includes(word));
}

const byDate = (a: RecordingEntry, b: RecordingEntry) => a.time - b.time || (a.id < b.id ? -1 : 1);
const byName = (a: RecordingEntry, b: RecordingEntry) =>
  a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : byDate(a, b);

/** The files a query shows, in display order. Pure and allocation-light: it runs on every keystroke. */
export function selectRecordings(
  entries: readonly RecordingEntry[],
  query: RecordingQuery,
  now: number,
): RecordingEntry[] {
  const inPeriod = periodMatcher(query.period, now);
  const matches = searchMatcher(query.search);
  const rows = entries.filter((entry) => inPeriod(entry) && matches(entry));
  const compare = query.sort.startsWith('date') ? byDate : byName;
  rows.sort(query.sort.endsWith('desc') ? (a, b) => compare(b, a) : compare);
  return rows;
}

/**
 * Sorted files into user folders, then date folders, each in the order its first file appears: the sort
 * applies at every level (newest first puts the user with the newest file first, Name (A-Z) orders users).
 */
export function groupRecordings(rows: readonly RecordingEntry[]): RecordingUserFolder[] {
  const users = new Map<string, RecordingUserFolder>();
  const dates = new Map<string, RecordingDateFolder>();
  for (const entry of rows) {
    let user = users.get(entry.userName);
    if (!user) {
      user = { id: entry.userName, userName: entry.userName, userId: entry.userId, count: 0, dates: [] };
      users.set(entry.userName, user);
    }
    user.count++;
    const dateId = `${entry.userName}/${entry.day}`;
    let date = dates.get(dateId);
    if (!date) {
      date = {
        id: dateId,
        userName: entry.userName,
        day: entry.day,
        label: entry.dayLabel,
        files: [],
      };
      dates.set(dateId, date);
      user.dates.push(date);
    }
    date.files.push(entry);
  }
  return [...users.values()];
}

/** What a removal covers: one file (`path`), a user's date folder (`day`), or all of a user's files. */
export interface RecordingScope {
  userName: string;
  day?: string;
  path?: string;
}

export function inScope(entry: RecordingEntry, scope: RecordingScope): boolean {
  if (entry.userName !== scope.userName) return false;
  if (scope.path !== undefined) return entry.path === scope.path;
  return scope.day === undefined || entry.day === scope.day;
}

/** The distinct meeting folders of a scope: a date folder is deleted folder by folder (exact names). */
export function meetingFoldersIn(entries: readonly RecordingEntry[], scope: RecordingScope): string[] {
  return [...new Set(entries.filter((entry) => inScope(entry, scope)).map((entry) => entry.folderName))];
}
