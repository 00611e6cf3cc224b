import type { HostRecordingsResponse, RecordingFolder, UserRecordingsResponse } from '@/shared/api';
import { formatRecordingDay, recordingDayKey, recordingNameDate, recordingTitle } from './format';

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
  folderName: string;
  name: string;
  path: string;
  duration: number;
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

/** The host list as read: `[userName, user]` entries, each user's meetings `[folderName, folder]` entries. */
export type HostRecordings = HostRecordingsResponse['recordings'];
/** The sub-user's list as read: `[folderName, folder]` entries. */
export type UserRecordings = UserRecordingsResponse['recordings'];

/**
 * A folder's files as entries. What the spec does not name is derived: a folder's date from its name's leading
 * timestamp, a file's time from its name's timestamp (else the folder's), its id from its path.
 */
function toEntries(
  userName: string,
  userId: string,
  folderName: string,
  folder: RecordingFolder,
): RecordingEntry[] {
  const folderDate = folder.date ?? recordingNameDate(folderName) ?? '';
  const day = recordingDayKey(folderDate);
  const dayLabel = day ? formatRecordingDay(day) : folderName;
  return folder.files.map((file) => {
    const createdAt = file.createdAt ?? recordingNameDate(file.name) ?? folderDate;
    const title = recordingTitle({ name: file.name, createdAt });
    return {
      id: file._id ?? file.path,
      userName,
      userId,
      folderName,
      name: file.name,
      path: file.path,
      duration: file.duration,
      createdAt,
      time: Date.parse(createdAt) || 0,
      fileDay: recordingDayKey(createdAt),
      day,
      dayLabel,
      title,
      nameKey: `${userName.toLowerCase()}\u0000${file.name.toLowerCase()}`,
      haystack: [userName, file.name, title, day, dayLabel].join('\n').toLowerCase(),
    };
  });
}

/** The host tree (user name → meeting folders → files) as one flat list. */
export function hostEntries(users: HostRecordings): RecordingEntry[] {
  return users.flatMap(([userName, user]) =>
    user.meetings.flatMap(([folderName, folder]) =>
      toEntries(userName, user.userId ?? '', folderName, folder),
    ),
  );
}

/** The user name in a file's path: the segment after `recordings` (a relative path, or a full URL's encoded one). */
function pathUserName(path: string): string {
  const segments = path.split('/');
  const at = segments.indexOf('recordings');
  const segment = at === -1 ? '' : (segments[at + 1] ?? '');
  if (!/^https?:\/\//.test(path)) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The user's own folders as one flat list; the user name comes from the files' paths. */
export function userEntries(folders: UserRecordings): RecordingEntry[] {
  return folders.flatMap(([folderName, folder]) =>
    toEntries(pathUserName(folder.files[0]?.path ?? ''), '', folderName, folder),
  );
}

/** How many files a sub-user's list holds (the dashboard's count). */
export function countRecordings(folders: UserRecordings): number {
  return folders.reduce((count, [, folder]) => count + folder.files.length, 0);
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
