import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type * as RecordingEntity from '@/entities/recording';
import { $user, type SessionUser } from '@/entities/user';
import { deleteRequested } from '@/features/recording-delete';
import { toastsShown } from '../../../../tests/setup/toasts';
import { UserRecordingsPageGate, userRecordings } from './user-recordings-page';

const api = vi.hoisted(() => ({
  fetchUserRecordings: vi.fn(async (): Promise<RecordingEntity.UserRecordings> => [
    [
      '2026-11-20T06-00-00Z_abc-defg-hij',
      {
        meetingId: 'abc-defg-hij',
        date: '2026-11-20T06:00:00.000Z',
        files: [
          {
            _id: 'r1',
            name: '2026-11-20T06-01-00.000Z.wav',
            path: 'recordings/Ravi Kumar/2026-11-20T06-00-00Z_abc-defg-hij/2026-11-20T06-01-00.000Z.wav',
            duration: 2,
            type: 'clip',
            mimeType: 'audio/wav',
            size: 10,
            createdAt: '2026-11-20T06:01:00.000Z',
          },
        ],
      },
    ],
  ]),
  deleteRecording: vi.fn(),
  deleteRecordingFolder: vi.fn(),
}));
vi.mock('@/entities/recording', async (importOriginal) => ({
  ...(await importOriginal<typeof RecordingEntity>()),
  ...api,
}));

const ravi = { _id: 'u1', userId: 'PA100001', name: 'Ravi Kumar', isHost: false } as SessionUser;

describe('sub-user recordings page', () => {
  it('lists the own clips in date folders (no user level) and refuses deletes in the model', async () => {
    const error = toastsShown('error');
    const scope = fork({ values: [[$user, ravi]] });
    await allSettled(UserRecordingsPageGate.open, { scope, params: {} });
    const [folder] = scope.getState(userRecordings.$folders);
    expect(folder!.dates.map((date) => [date.label, date.files.length])).toEqual([['Nov 20, 2026', 1]]);

    await allSettled(deleteRequested, {
      scope,
      params: {
        kind: 'date',
        scope: { userName: 'Ravi Kumar', day: '2026-11-20' },
        label: 'Nov 20, 2026',
        folderNames: ['f'],
      },
    });
    await allSettled(deleteRequested, { scope, params: { kind: 'user', scope: { userName: 'Ravi Kumar' } } });
    expect(error.mock.calls).toEqual([['Only hosts can delete folders'], ['Only hosts can delete folders']]);
    await allSettled(deleteRequested, {
      scope,
      params: {
        kind: 'file',
        scope: { userName: 'Ravi Kumar', path: folder!.dates[0]!.files[0]!.path },
        folderName: 'f',
        fileName: 'a.wav',
      },
    });
    expect(error).toHaveBeenLastCalledWith('Only hosts can delete recordings');
    expect(api.deleteRecording).not.toHaveBeenCalled();
    expect(api.deleteRecordingFolder).not.toHaveBeenCalled();
    expect(scope.getState(userRecordings.$total)).toBe(1);
  });
});
