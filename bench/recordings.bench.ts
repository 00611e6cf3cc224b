import { describe, expect, test } from 'vitest';
import { recordBenchResult } from './results';
import {
  groupRecordings,
  hostEntries,
  selectRecordings,
  type HostRecordings,
  type RecordingFolder,
  type RecordingPeriod,
  type RecordingSort,
} from '@/entities/recording';

/**
 * The `large` scenario's recordings (2,000 files of many users, 1-3 per meeting folder): what the host's
 * recordings page does on each keystroke, filter or sort change (search + period + sort + grouping into
 * user and date folders). Budget 16 ms: one frame.
 */
const HOUR = 3_600_000;
const now = Date.UTC(2026, 10, 24, 6);
const groups: HostRecordings = [];
let made = 0;
for (let user = 0; made < 2000; user++) {
  const userName = `Member ${user + 1}`;
  const meetings: [string, RecordingFolder][] = [];
  for (let meeting = 0; meeting < 1 + (user % 3) && made < 2000; meeting++) {
    const start = now - (user * 7 + meeting * 31) * HOUR;
    const folderName = `${new Date(start)
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replace(/:/g, '-')}_abc-defg-h${meeting}`;
    const files = Array.from({ length: 1 + ((user + meeting) % 3) }, (_, clip) => {
      const createdAt = new Date(start + (clip + 2) * 60_000).toISOString();
      const name = `${createdAt.replace(/:/g, '-')}.wav`;
      made++;
      return {
        _id: `r${made}`,
        name,
        path: `recordings/${userName}/${folderName}/${name}`,
        duration: 2.5,
        type: 'clip',
        mimeType: 'audio/wav',
        size: 220_544,
        createdAt,
      };
    });
    meetings.push([
      folderName,
      { meetingId: `abc-defg-h${meeting}`, date: new Date(start).toISOString(), files },
    ]);
  }
  groups.push([userName, { userId: `PL${100000 + user}`, meetings }]);
}
const entries = hostEntries(groups);

const keystrokes = [
  'm',
  'me',
  'mem',
  'memb',
  'member',
  'member 1',
  'member 12',
  'nov',
  'nov 2',
  '2026-11',
  'wav',
];
const periods: RecordingPeriod[] = ['all', 'today', 'week', 'month'];
const sorts: RecordingSort[] = ['date-desc', 'date-asc', 'name-asc', 'name-desc'];
let k = 0;

const BUDGET_MS = 16;

describe('large scenario', () => {
  test('recordings: search + filter + sort + group per keystroke', async ({ bench }) => {
    expect(entries.length).toBeGreaterThanOrEqual(2000);
    const result = await bench('recordings: search + filter + sort + group per keystroke', () => {
      k++;
      const rows = selectRecordings(
        entries,
        { search: keystrokes[k % keystrokes.length]!, period: periods[k % 4]!, sort: sorts[(k >> 2) % 4]! },
        now,
      );
      groupRecordings(rows);
    }).run();
    recordBenchResult({
      name: `large scenario > ${result.name}`,
      value: result.latency.mean,
      unit: 'ms',
      budget: BUDGET_MS,
    });
    expect(result.latency.mean).toBeLessThan(BUDGET_MS);
  });
});
