import type { RecordingFile, RecordingFolder } from '@/shared/api';
import type { HostRecordings } from './rules';

/** Small hand-made trees for the rule and model tests (times in UTC; Kolkata is UTC+5:30). */
export function file(userName: string, folderName: string, createdAt: string, duration = 2): RecordingFile {
  const name = `${createdAt.replace(/:/g, '-')}.wav`;
  return {
    _id: `${userName}-${name}`,
    name,
    path: `recordings/${userName}/${folderName}/${name}`,
    duration,
    type: 'clip',
    mimeType: 'audio/wav',
    size: 100,
    createdAt,
  };
}

/** A meeting folder as read: `[folderName, folder]`. */
export function folder(userName: string, startedAt: string, clips: string[]): [string, RecordingFolder] {
  const folderName = `${startedAt.replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')}_abc-defg-hij`;
  return [
    folderName,
    {
      meetingId: 'abc-defg-hij',
      date: startedAt,
      files: clips.map((at) => file(userName, folderName, at)),
    },
  ];
}

export const HOST_TREE: HostRecordings = [
  [
    'Priya Shah',
    {
      userId: 'PA100002',
      meetings: [folder('Priya Shah', '2026-11-20T09:00:00.000Z', ['2026-11-20T09:02:00.000Z'])],
    },
  ],
  [
    'Ravi Kumar',
    {
      userId: 'PA100001',
      meetings: [
        // 20:00 UTC is 01:30 the next day in Kolkata: this folder belongs to Nov 24.
        folder('Ravi Kumar', '2026-11-23T20:00:00.000Z', [
          '2026-11-23T20:02:00.000Z',
          '2026-11-23T20:05:00.000Z',
        ]),
        folder('Ravi Kumar', '2026-11-02T06:00:00.000Z', ['2026-11-02T06:03:00.000Z']),
        folder('Ravi Kumar', '2026-10-30T06:00:00.000Z', ['2026-10-30T06:03:00.000Z']),
      ],
    },
  ],
];

/** Tuesday Nov 24, 2026, 12:00 in Kolkata. */
export const NOW = Date.parse('2026-11-24T06:30:00.000Z');
