import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type * as RecordingEntity from '@/entities/recording';
import { $user, type SessionUser } from '@/entities/user';
import { ApiError } from '@/shared/api';
const api = vi.hoisted(() => ({
  deleteRecording: vi.fn(async () => ({ message: 'Recording deleted successfully', deleted: 1 })),
  deleteRecordingFolder: vi.fn(async () => ({ message: 'Folder deleted successfully', deleted: 1 })),
}));
vi.mock('@/entities/recording', async (importOriginal) => ({
  ...(await importOriginal<typeof RecordingEntity>()),
  ...api,
}));

import {
  $deleteTarget,
  $recordingsRemoved,
  deleteConfirmationText,
  deleteConfirmed,
  deleteFailed,
  deleteFx,
  deleteRefused,
  deleteRequested,
  recordingsDeleted,
  type DeleteTarget,
} from './delete';

const host = { _id: 'h1', userId: 'H1', name: 'Asha', isHost: true } as SessionUser;
const subUser = { _id: 'u1', userId: 'PA100001', name: 'Ravi Kumar', isHost: false } as SessionUser;

const fileTarget: DeleteTarget = {
  kind: 'file',
  scope: { userName: 'Ravi Kumar', path: 'recordings/Ravi Kumar/f1/a.wav' },
  folderName: 'f1',
  fileName: 'a.wav',
};
const dateTarget: DeleteTarget = {
  kind: 'date',
  scope: { userName: 'Ravi Kumar', day: '2026-11-24' },
  label: 'Nov 24, 2026',
  folderNames: ['f1', 'f2'],
};
const userTarget: DeleteTarget = { kind: 'user', scope: { userName: 'Ravi Kumar' } };

function setup(user: SessionUser, handler = vi.fn(async () => 'Recording deleted successfully')) {
  const scope = fork({ values: [[$user, user]], handlers: [[deleteFx, handler]] });
  const seen = { deleted: vi.fn(), failed: vi.fn(), refused: vi.fn() };
  createWatch({ unit: recordingsDeleted, fn: seen.deleted, scope });
  createWatch({ unit: deleteFailed, fn: seen.failed, scope });
  createWatch({ unit: deleteRefused, fn: seen.refused, scope });
  return { scope, handler, seen };
}

describe('deleting recordings', () => {
  it('a host confirms, the server deletes, and the outcome carries the server message', async () => {
    const { scope, handler, seen } = setup(host);
    await allSettled(deleteRequested, { scope, params: fileTarget });
    expect(scope.getState($deleteTarget)).toEqual(fileTarget);
    expect(handler).not.toHaveBeenCalled();
    await allSettled(deleteConfirmed, { scope });
    expect(handler).toHaveBeenCalledWith(fileTarget);
    expect(seen.deleted).toHaveBeenCalledWith({
      target: fileTarget,
      message: 'Recording deleted successfully',
    });
    expect(scope.getState($deleteTarget)).toBeNull();
    expect(scope.getState($recordingsRemoved)).toBe(true);
  });

  it('a failed delete reports why (server message, else the fallback) and deletes nothing locally', async () => {
    const failing = vi.fn(async (): Promise<string> => {
      throw new ApiError(404, 'Folder not found', { message: 'Folder not found' });
    });
    const { scope, seen } = setup(host, failing);
    await allSettled(deleteRequested, { scope, params: dateTarget });
    await allSettled(deleteConfirmed, { scope });
    expect(seen.failed).toHaveBeenCalledWith({ target: dateTarget, message: 'Folder not found' });
    expect(seen.deleted).not.toHaveBeenCalled();
    expect(scope.getState($recordingsRemoved)).toBe(false);

    failing.mockRejectedValueOnce(new Error('network'));
    await allSettled(deleteRequested, { scope, params: fileTarget });
    await allSettled(deleteConfirmed, { scope });
    expect(seen.failed).toHaveBeenLastCalledWith({
      target: fileTarget,
      message: 'Failed to delete recording',
    });
  });

  it.each([
    [fileTarget, 'Only hosts can delete recordings'],
    [dateTarget, 'Only hosts can delete folders'],
    [userTarget, 'Only hosts can delete folders'],
  ])('a sub-user is refused in the model: %o', async (target, message) => {
    const { scope, handler, seen } = setup(subUser);
    await allSettled(deleteRequested, { scope, params: target });
    expect(seen.refused).toHaveBeenCalledWith(message);
    expect(scope.getState($deleteTarget)).toBeNull();
    await allSettled(deleteConfirmed, { scope });
    expect(handler).not.toHaveBeenCalled();
  });

  it('a confirmation forced open for a sub-user still never reaches the server', async () => {
    const handler = vi.fn(async () => '');
    const scope = fork({
      values: [
        [$user, subUser],
        [$deleteTarget, fileTarget],
      ],
      handlers: [[deleteFx, handler]],
    });
    const refused = vi.fn();
    createWatch({ unit: deleteRefused, fn: refused, scope });
    await allSettled(deleteConfirmed, { scope });
    expect(handler).not.toHaveBeenCalled();
    expect(refused).toHaveBeenCalledWith('Only hosts can delete recordings');
  });

  it('uses the spec confirmation for a file and matching texts for a user folder and a date', () => {
    expect(deleteConfirmationText(fileTarget)).toBe(
      'Are you sure you want to delete this recording? This action cannot be undone.',
    );
    expect(deleteConfirmationText(userTarget)).toBe(
      'Are you sure you want to delete all recordings of Ravi Kumar? This action cannot be undone.',
    );
    expect(deleteConfirmationText(dateTarget)).toBe(
      'Are you sure you want to delete all recordings of Ravi Kumar from Nov 24, 2026? This action cannot be undone.',
    );
  });
});

describe('delete requests', () => {
  it('a file goes to /delete with its folder and name; a date folder by folder; a user in one call', async () => {
    await deleteFx(fileTarget);
    expect(api.deleteRecording).toHaveBeenCalledWith({
      meetingId: 'f1',
      userName: 'Ravi Kumar',
      fileName: 'a.wav',
    });
    await expect(deleteFx(dateTarget)).resolves.toBe('Folder deleted successfully');
    expect(api.deleteRecordingFolder.mock.calls).toEqual([
      [{ userName: 'Ravi Kumar', dateFolderName: 'f1' }],
      [{ userName: 'Ravi Kumar', dateFolderName: 'f2' }],
    ]);
    await deleteFx(userTarget);
    expect(api.deleteRecordingFolder).toHaveBeenLastCalledWith({ userName: 'Ravi Kumar' });
  });
});
