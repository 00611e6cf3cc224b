import { describe, expect, it } from 'vitest';
import { loadContract } from '@/shared/api';
import { HOST_TREE, NOW, folder } from './fixtures';
import {
  countRecordings,
  groupRecordings,
  hostEntries,
  inScope,
  meetingFoldersIn,
  selectRecordings,
  userEntries,
  type RecordingQuery,
} from './rules';

const { hostRecordingsResponseSchema, userRecordingsResponseSchema } = await loadContract();
const entries = hostEntries(HOST_TREE);
const query = (patch: Partial<RecordingQuery> = {}): RecordingQuery => ({
  search: '',
  period: 'all',
  sort: 'date-desc',
  ...patch,
});
const names = (rows: { userName: string; createdAt: string }[]) =>
  rows.map((row) => `${row.userName} ${row.createdAt.slice(0, 16)}`);

describe('grouping', () => {
  it('groups users, then Kolkata date folders, with file counts', () => {
    const tree = groupRecordings(selectRecordings(entries, query(), NOW));
    expect(tree.map((user) => [user.userName, user.count])).toEqual([
      ['Ravi Kumar', 4],
      ['Priya Shah', 1],
    ]);
    expect(tree[0]!.dates.map((date) => [date.day, date.label, date.files.length])).toEqual([
      ['2026-11-24', 'Nov 24, 2026', 2],
      ['2026-11-02', 'Nov 2, 2026', 1],
      ['2026-10-30', 'Oct 30, 2026', 1],
    ]);
  });

  it('takes the user name of a sub-user tree from the file paths', () => {
    const own = userEntries([folder('Ravi Kumar', '2026-11-02T06:00:00.000Z', ['2026-11-02T06:03:00.000Z'])]);
    expect(own.map((entry) => [entry.userName, entry.day])).toEqual([['Ravi Kumar', '2026-11-02']]);
  });
});

describe("reading the spec's lists (objects keyed by user name, then folder)", () => {
  // Only the fields spec 02 §3 names: no ids, dates or types beyond the names themselves.
  const hostReply = {
    recordings: {
      'Ravi Kumar': {
        meetings: {
          '2026-11-23T20-00-00Z_abc-defg-hij': {
            files: [
              {
                name: '2026-11-23T20-02-00.000Z.wav',
                path: 'recordings/Ravi Kumar/2026-11-23T20-00-00Z_abc-defg-hij/2026-11-23T20-02-00.000Z.wav',
                duration: 3,
              },
            ],
          },
        },
      },
      ['__proto__']: {
        meetings: {
          '2026-11-20T09-00-00Z_xyz-abcd-efg': {
            files: [{ name: 'Recording.mp3', path: 'recordings/__proto__/x/Recording.mp3', duration: 9 }],
          },
        },
      },
    },
  };

  it('host: every user and folder, dates from the folder and file names, ids from the paths', () => {
    // Through JSON text, as the server sends it: `__proto__` there is an own key like any other.
    const read = hostEntries(
      hostRecordingsResponseSchema.parse(JSON.parse(JSON.stringify(hostReply))).recordings,
    );
    expect(read).toEqual([
      expect.objectContaining({
        id: 'recordings/Ravi Kumar/2026-11-23T20-00-00Z_abc-defg-hij/2026-11-23T20-02-00.000Z.wav',
        userName: 'Ravi Kumar',
        folderName: '2026-11-23T20-00-00Z_abc-defg-hij',
        createdAt: '2026-11-23T20:02:00.000Z',
        day: '2026-11-24',
      }),
      expect.objectContaining({
        userName: '__proto__',
        folderName: '2026-11-20T09-00-00Z_xyz-abcd-efg',
        createdAt: '2026-11-20T09:00:00Z',
        day: '2026-11-20',
      }),
    ]);
  });

  it('user: own folders keyed by name, counted by their files; a full URL names the user too', () => {
    const reply = userRecordingsResponseSchema.parse({
      recordings: {
        '2026-11-02T06-00-00Z_abc-defg-hij': {
          files: [
            { name: 'a.wav', path: 'https://files.example.com/recordings/Ravi%20Kumar/f/a.wav', duration: 1 },
            { name: 'b.wav', path: 'https://files.example.com/recordings/Ravi%20Kumar/f/b.wav', duration: 1 },
          ],
        },
        '2026-10-30T06-00-00Z_abc-defg-hij': { files: [] },
      },
    });
    expect(countRecordings(reply.recordings)).toBe(2);
    expect(userEntries(reply.recordings).map((entry) => [entry.userName, entry.day])).toEqual([
      ['Ravi Kumar', '2026-11-02'],
      ['Ravi Kumar', '2026-11-02'],
    ]);
  });

  it('the old shape (arrays, with a total) is not the contract', () => {
    expect(userRecordingsResponseSchema.safeParse({ recordings: [], total: 0 }).success).toBe(false);
    expect(hostRecordingsResponseSchema.safeParse({ recordings: [] }).success).toBe(false);
  });
});

describe('search', () => {
  it('matches user name, date and file name, case-insensitively, every word', () => {
    const hit = (search: string) => names(selectRecordings(entries, query({ search }), NOW));
    expect(hit('priya')).toEqual(['Priya Shah 2026-11-20T09:02']);
    expect(hit('Oct 30')).toEqual(['Ravi Kumar 2026-10-30T06:03']);
    expect(hit('2026-11-02')).toEqual(['Ravi Kumar 2026-11-02T06:03']);
    expect(hit('T20-05')).toEqual(['Ravi Kumar 2026-11-23T20:05']);
    expect(hit('ravi priya')).toEqual([]);
    expect(hit('  ')).toHaveLength(5);
  });
});

describe('period filter (Kolkata calendar)', () => {
  const count = (period: RecordingQuery['period']) =>
    selectRecordings(entries, query({ period }), NOW).length;

  it('Today is the Kolkata day, so clips after 18:30 UTC yesterday count', () => {
    expect(count('today')).toBe(2);
  });

  it('This Week starts on Monday, This Month on the 1st', () => {
    expect(count('week')).toBe(2);
    expect(count('month')).toBe(4);
    expect(count('all')).toBe(5);
  });
});

describe('sort', () => {
  it('orders by date either way and by user then file name either way', () => {
    const sorted = (sort: RecordingQuery['sort']) => names(selectRecordings(entries, query({ sort }), NOW));
    expect(sorted('date-desc')[0]).toBe('Ravi Kumar 2026-11-23T20:05');
    expect(sorted('date-asc')[0]).toBe('Ravi Kumar 2026-10-30T06:03');
    expect(sorted('name-asc')).toEqual([
      'Priya Shah 2026-11-20T09:02',
      'Ravi Kumar 2026-10-30T06:03',
      'Ravi Kumar 2026-11-02T06:03',
      'Ravi Kumar 2026-11-23T20:02',
      'Ravi Kumar 2026-11-23T20:05',
    ]);
    expect(sorted('name-desc')).toEqual([...sorted('name-asc')].reverse());
    expect(groupRecordings(selectRecordings(entries, query({ sort: 'name-asc' }), NOW))[0]!.userName).toBe(
      'Priya Shah',
    );
  });
});

describe('scopes', () => {
  it('covers one file, one date folder or all of a user, and lists the meeting folders to delete', () => {
    const ravi = entries.filter((entry) => entry.userName === 'Ravi Kumar');
    expect(entries.filter((entry) => inScope(entry, { userName: 'Ravi Kumar' }))).toEqual(ravi);
    expect(
      entries.filter((entry) => inScope(entry, { userName: 'Ravi Kumar', day: '2026-11-24' })),
    ).toHaveLength(2);
    expect(
      entries.filter((entry) => inScope(entry, { userName: 'Ravi Kumar', path: ravi[0]!.path })),
    ).toEqual([ravi[0]]);
    expect(meetingFoldersIn(entries, { userName: 'Ravi Kumar', day: '2026-11-24' })).toEqual([
      '2026-11-23T20-00-00Z_abc-defg-hij',
    ]);
  });
});
