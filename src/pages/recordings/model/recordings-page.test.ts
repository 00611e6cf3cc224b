import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as RecordingEntity from '@/entities/recording';
import { $user, type SessionUser } from '@/entities/user';
import { deleteConfirmed, deleteRequested } from '@/features/recording-delete';
import { $playbackTrack, playToggled } from '@/features/recording-playback';
import { ApiError, realtimeMessageReceived } from '@/shared/api';
import { appRefreshRequested } from '@/shared/lib';
import { toastsShown } from '../../../../tests/setup/toasts';
import { RecordingsPageGate, hostRecordings } from './recordings-page';

const api = vi.hoisted(() => ({
  fetchHostRecordings: vi.fn<() => Promise<RecordingEntity.HostRecordings>>(),
  deleteRecording: vi.fn(async () => ({ message: 'Recording deleted successfully', deleted: 1 })),
  deleteRecordingFolder: vi.fn(async () => ({ message: 'Folder deleted successfully', deleted: 2 })),
  fetchRecordingBlob: vi.fn(async () => new Blob(['RIFF'], { type: 'audio/wav' })),
}));
vi.mock('@/entities/recording', async (importOriginal) => ({
  ...(await importOriginal<typeof RecordingEntity>()),
  ...api,
}));

const host = { _id: 'h1', userId: 'H1', name: 'Asha', isHost: true } as SessionUser;

function clip(userName: string, folderName: string, at: string) {
  const name = `${at.replace(/:/g, '-')}.wav`;
  return {
    _id: `${userName}/${name}`,
    name,
    path: `recordings/${userName}/${folderName}/${name}`,
    duration: 2,
    type: 'clip',
    mimeType: 'audio/wav',
    size: 10,
    createdAt: at,
  };
}
const TREE: RecordingEntity.HostRecordings = [
  [
    'Ravi Kumar',
    {
      userId: 'PA100001',
      meetings: [
        [
          'f-nov-20',
          {
            meetingId: 'm1',
            date: '2026-11-20T06:00:00.000Z',
            files: [
              clip('Ravi Kumar', 'f-nov-20', '2026-11-20T06:01:00.000Z'),
              clip('Ravi Kumar', 'f-nov-20', '2026-11-20T06:02:00.000Z'),
            ],
          },
        ],
        [
          'f-nov-21',
          {
            meetingId: 'm2',
            date: '2026-11-21T06:00:00.000Z',
            files: [clip('Ravi Kumar', 'f-nov-21', '2026-11-21T06:01:00.000Z')],
          },
        ],
      ],
    },
  ],
];

async function openPage() {
  const scope = fork({ values: [[$user, host]] });
  await allSettled(RecordingsPageGate.open, { scope, params: {} });
  return scope;
}

describe('host recordings page', () => {
  beforeEach(() => {
    api.fetchHostRecordings.mockReset().mockResolvedValue(TREE);
    vi.restoreAllMocks();
  });

  it('loads on open and on the app-wide refresh event', async () => {
    const scope = await openPage();
    expect(scope.getState(hostRecordings.$total)).toBe(3);
    await allSettled(appRefreshRequested, { scope });
    expect(api.fetchHostRecordings).toHaveBeenCalledTimes(2);
  });

  it('shows a clip the server announces while the page is open, without a refresh', async () => {
    const scope = await openPage();
    const announced = { event: 'recording-added', payload: { meetingId: 'm2', ownerId: 'u1' } } as const;
    const [raviName, ravi] = TREE[0]!;
    const [novTwenty, novTwentyOne] = ravi.meetings;
    const withNewClip: RecordingEntity.HostRecordings = [
      [
        raviName,
        {
          ...ravi,
          meetings: [
            novTwenty!,
            [
              novTwentyOne![0],
              {
                ...novTwentyOne![1],
                files: [
                  ...novTwentyOne![1].files,
                  clip('Ravi Kumar', 'f-nov-21', '2026-11-21T06:05:00.000Z'),
                ],
              },
            ],
          ],
        },
      ],
    ];
    // The clip is stored while the list is being read: the read under way may miss it, so it is read again.
    let finishRead: (tree: RecordingEntity.HostRecordings) => void = () => {};
    api.fetchHostRecordings.mockImplementationOnce(() => new Promise((resolve) => (finishRead = resolve)));
    const first = allSettled(realtimeMessageReceived, { scope, params: announced });
    await vi.waitFor(() => expect(api.fetchHostRecordings).toHaveBeenCalledTimes(2));
    api.fetchHostRecordings.mockResolvedValue(withNewClip);
    const second = allSettled(realtimeMessageReceived, { scope, params: announced });
    finishRead(TREE);
    await Promise.all([first, second]);
    expect(api.fetchHostRecordings).toHaveBeenCalledTimes(3);
    expect(scope.getState(hostRecordings.$total)).toBe(4);

    await allSettled(RecordingsPageGate.close, { scope, params: {} });
    await allSettled(realtimeMessageReceived, { scope, params: announced });
    expect(api.fetchHostRecordings).toHaveBeenCalledTimes(3);
  });

  it("says 'Failed to fetch recordings' and keeps the last list", async () => {
    const error = toastsShown('error');
    const scope = await openPage();
    api.fetchHostRecordings.mockRejectedValueOnce(new Error('offline'));
    await allSettled(appRefreshRequested, { scope });
    expect(error).toHaveBeenCalledWith('Failed to fetch recordings');
    expect(scope.getState(hostRecordings.$total)).toBe(3);
    expect(scope.getState(hostRecordings.$loadFailed)).toBe(true);
  });

  it('deletes a file: confirmation, server call, toast, row gone without a reload; playing file stops', async () => {
    const success = toastsShown('success');
    const scope = await openPage();
    const [first] = scope.getState(hostRecordings.$entries);
    await allSettled(playToggled, {
      scope,
      params: { id: first!.id, path: first!.path, title: first!.title, artist: first!.userName, duration: 2 },
    });
    await allSettled(deleteRequested, {
      scope,
      params: {
        kind: 'file',
        scope: { userName: first!.userName, path: first!.path },
        folderName: first!.folderName,
        fileName: first!.name,
      },
    });
    await allSettled(deleteConfirmed, { scope });
    expect(api.deleteRecording).toHaveBeenCalledWith({
      meetingId: first!.folderName,
      userName: 'Ravi Kumar',
      fileName: first!.name,
    });
    expect(success).toHaveBeenCalledWith('Recording deleted successfully');
    expect(scope.getState(hostRecordings.$entries).some((entry) => entry.id === first!.id)).toBe(false);
    expect(scope.getState($playbackTrack)).toBeNull();
    expect(api.fetchHostRecordings).toHaveBeenCalledTimes(1);
  });

  it('deletes a date folder and reports a failed delete while keeping the rows', async () => {
    const success = toastsShown('success');
    const error = toastsShown('error');
    const scope = await openPage();
    const nov20 = {
      kind: 'date' as const,
      scope: { userName: 'Ravi Kumar', day: '2026-11-20' },
      label: 'Nov 20, 2026',
      folderNames: ['f-nov-20'],
    };
    api.deleteRecordingFolder.mockRejectedValueOnce(new ApiError(500, 'Failed to delete folder'));
    await allSettled(deleteRequested, { scope, params: nov20 });
    await allSettled(deleteConfirmed, { scope });
    expect(error).toHaveBeenCalledWith('Failed to delete folder');
    expect(scope.getState(hostRecordings.$total)).toBe(3);

    await allSettled(deleteRequested, { scope, params: nov20 });
    await allSettled(deleteConfirmed, { scope });
    expect(api.deleteRecordingFolder).toHaveBeenLastCalledWith({
      userName: 'Ravi Kumar',
      dateFolderName: 'f-nov-20',
    });
    expect(success).toHaveBeenCalledWith('Folder deleted successfully');
    expect(scope.getState(hostRecordings.$folders)[0]!.dates.map((date) => date.day)).toEqual(['2026-11-21']);
  });
});
