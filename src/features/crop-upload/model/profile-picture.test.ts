import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $avatarUrl, $user, type SessionUser } from '@/entities/user';
import { toastsShown } from '../../../../tests/setup/toasts';
import {
  $pictureOptionsOpen,
  $pictureRemoveConfirmOpen,
  pictureCrop,
  pictureOptionsOpened,
  pictureRemoveConfirmed,
  pictureRemoveRequested,
  removePictureFx,
  storedPicturePath,
  uploadPictureFx,
} from './profile-picture';

const host: SessionUser = {
  _id: 'h1',
  name: 'Asha',
  isHost: true,
  profilePicture: 'uploads/profile-pictures/old.svg',
};

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picked');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

describe('profile picture', () => {
  it('stores only the path of a full URL', () => {
    expect(storedPicturePath('https://api.example.com/uploads/p/a.jpg')).toBe('uploads/p/a.jpg');
    expect(storedPicturePath('/uploads/p/a.jpg')).toBe('uploads/p/a.jpg');
  });

  it('uploads the crop, then the avatar URL changes with a cache-busting stamp', async () => {
    const success = toastsShown('success');
    const blob = new Blob(['jpeg'], { type: 'image/jpeg' });
    const upload = vi.fn(async (_request: unknown) => 'uploads/profile-pictures/new.jpg');
    const scope = fork({
      values: [[$user, host]],
      handlers: [
        [pictureCrop.cropFx, async () => blob],
        [uploadPictureFx, upload],
      ],
    });
    const before = scope.getState($avatarUrl);
    await allSettled(pictureOptionsOpened, { scope });
    await allSettled(pictureCrop.fileSelected, {
      scope,
      params: new File(['x'], 'me.png', { type: 'image/png' }),
    });
    expect(scope.getState($pictureOptionsOpen)).toBe(false);
    await allSettled(pictureCrop.areaChanged, { scope, params: { x: 0, y: 0, width: 800, height: 800 } });
    await allSettled(pictureCrop.saved, { scope });
    expect(upload.mock.calls[0]?.[0]).toMatchObject({
      owner: { role: 'host' },
      blob,
      fileName: 'profile-picture.jpg',
    });
    expect(scope.getState($user)?.profilePicture).toBe('uploads/profile-pictures/new.jpg');
    expect(scope.getState($avatarUrl)).toMatch(/^\/uploads\/profile-pictures\/new\.jpg\?t=\d+$/);
    expect(scope.getState($avatarUrl)).not.toBe(before);
    expect(success).toHaveBeenCalledWith('Profile picture updated successfully');
  });

  it('removes only after confirmation', async () => {
    const success = toastsShown('success');
    const remove = vi.fn(async (_owner: unknown) => undefined);
    const scope = fork({ values: [[$user, host]], handlers: [[removePictureFx, remove]] });
    await allSettled(pictureOptionsOpened, { scope });
    await allSettled(pictureRemoveRequested, { scope });
    expect(remove).not.toHaveBeenCalled();
    expect(scope.getState($pictureRemoveConfirmOpen)).toBe(true);
    await allSettled(pictureRemoveConfirmed, { scope });
    expect(remove).toHaveBeenCalledWith({ role: 'host' });
    expect(scope.getState($user)?.profilePicture).toBe('');
    expect(scope.getState($avatarUrl)).toBeNull();
    expect(scope.getState($pictureRemoveConfirmOpen)).toBe(false);
    expect(success).toHaveBeenCalledWith('Profile picture removed successfully');
  });
});
