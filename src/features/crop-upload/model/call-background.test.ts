import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $user, type SessionUser } from '@/entities/user';
import { ApiError } from '@/shared/api';
import { toastsShown } from '../../../../tests/setup/toasts';
import {
  $backgroundOptions,
  $backgroundPreview,
  $pendingBackground,
  $selectedBackground,
  backgroundChosen,
  backgroundPickCrop,
  backgroundRemoveRequested,
  backgroundSaveRequested,
  backgroundSectionOpened,
  backgroundUploadCrop,
  fetchInbuiltFx,
  saveBackgroundFx,
} from './call-background';

const inbuilt = ['/assets/backgrounds/inbuilt-0.svg', '/assets/backgrounds/inbuilt-1.svg'];
const host: SessionUser = { _id: 'h1', name: 'Asha', isHost: true, callPageBackground: 'inbuilt-1' };
const ravi: SessionUser = {
  _id: 'u1',
  userId: 'PA100001',
  name: 'Ravi',
  isHost: false,
  callPageBackground: '',
};
const area = { x: 0, y: 0, width: 1600, height: 900 };

let success: ReturnType<typeof toastsShown>;
let error: ReturnType<typeof toastsShown>;
beforeEach(() => {
  success = toastsShown('success');
  error = toastsShown('error');
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

function setup(
  user: SessionUser | null,
  save = vi.fn(async ({ change }: { change: { type: string; id?: string } }) =>
    change.type === 'inbuilt'
      ? (change.id ?? '')
      : change.type === 'custom'
        ? 'uploads/backgrounds/new.jpg'
        : '',
  ),
) {
  const blob = new Blob(['jpeg'], { type: 'image/jpeg' });
  const scope = fork({
    values: [[$user, user]],
    handlers: [
      [fetchInbuiltFx, async () => inbuilt],
      [saveBackgroundFx, save],
      [backgroundPickCrop.cropFx, async () => blob],
      [backgroundUploadCrop.cropFx, async () => blob],
    ],
  });
  return { scope, save, blob };
}

describe('background choice (spec 02 §4)', () => {
  it('starts from the stored choice and previews the inbuilt image picked', async () => {
    const { scope } = setup(host);
    await allSettled(backgroundSectionOpened, { scope });
    expect(scope.getState($selectedBackground)).toBe('inbuilt-1');
    expect(scope.getState($backgroundPreview)).toBe(inbuilt[1]);
    await allSettled(backgroundChosen, { scope, params: 'default' });
    expect(scope.getState($backgroundPreview)).toBeNull();
  });

  it('a failed load of the inbuilt list is only logged: no toast, and Default and the upload tile remain', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new ApiError(500, 'Server error');
    const scope = fork({
      values: [[$user, host]],
      handlers: [
        [
          fetchInbuiltFx,
          async () => {
            throw failure;
          },
        ],
      ],
    });
    await allSettled(backgroundSectionOpened, { scope });
    expect(logged).toHaveBeenCalledWith('Failed to load inbuilt backgrounds', failure);
    expect(error).not.toHaveBeenCalled();
    expect(scope.getState($backgroundOptions).map((option) => option.id)).toEqual(['default']);
  });

  it('saves an inbuilt choice as backgroundType inbuilt and stores it on the user', async () => {
    const { scope, save } = setup(host);
    await allSettled(backgroundSectionOpened, { scope });
    await allSettled(backgroundChosen, { scope, params: 'inbuilt-0' });
    await allSettled(backgroundSaveRequested, { scope });
    expect(save).toHaveBeenCalledWith({
      owner: { role: 'host' },
      change: { type: 'inbuilt', id: 'inbuilt-0' },
    });
    expect(scope.getState($user)?.callPageBackground).toBe('inbuilt-0');
    expect(success).toHaveBeenCalledWith('Call background updated successfully');
  });

  it("Default saves 'none'; Remove Background does too", async () => {
    const { scope, save } = setup(host);
    await allSettled(backgroundSectionOpened, { scope });
    await allSettled(backgroundChosen, { scope, params: 'default' });
    await allSettled(backgroundSaveRequested, { scope });
    expect(save).toHaveBeenLastCalledWith({ owner: { role: 'host' }, change: { type: 'none' } });
    await allSettled(backgroundRemoveRequested, { scope });
    expect(save).toHaveBeenCalledTimes(2);
    expect(scope.getState($user)?.callPageBackground).toBe('');
  });

  it('refuses the upload tile without a file', async () => {
    const { scope, save } = setup(host);
    await allSettled(backgroundSectionOpened, { scope });
    await allSettled(backgroundChosen, { scope, params: 'custom-upload' });
    await allSettled(backgroundSaveRequested, { scope });
    expect(error).toHaveBeenCalledWith('No background selected or file provided to save.');
    expect(save).not.toHaveBeenCalled();
  });

  it("refuses when nobody is signed in ('User not authenticated')", async () => {
    const { scope, save } = setup(null);
    await allSettled(backgroundSaveRequested, { scope });
    expect(error).toHaveBeenCalledWith('User not authenticated');
    expect(save).not.toHaveBeenCalled();
  });

  it('hosts: the cropped file becomes the custom choice, uploaded by Save Background', async () => {
    const { scope, save, blob } = setup(host);
    await allSettled(backgroundSectionOpened, { scope });
    await allSettled(backgroundPickCrop.fileSelected, {
      scope,
      params: new File(['x'], 'b.png', { type: 'image/png' }),
    });
    await allSettled(backgroundPickCrop.areaChanged, { scope, params: area });
    await allSettled(backgroundPickCrop.saved, { scope });
    expect(scope.getState($selectedBackground)).toBe('custom-upload');
    expect(scope.getState($backgroundPreview)).toBe('blob:preview');
    expect(save).not.toHaveBeenCalled();
    await allSettled(backgroundSaveRequested, { scope });
    expect(save).toHaveBeenCalledWith({
      owner: { role: 'host' },
      change: { type: 'custom', file: blob, fileName: 'call-background.jpg' },
    });
    expect(scope.getState($user)?.callPageBackground).toBe('uploads/backgrounds/new.jpg');
    expect(scope.getState($pendingBackground)).toBeNull();
    expect(scope.getState($selectedBackground)).toBe('custom-upload');
  });

  it('users: saving the crop uploads at once; a failure keeps the crop open with the message', async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'Background image size should be less than 5MB'))
      .mockResolvedValueOnce('uploads/backgrounds/mine.jpg');
    const { scope, blob } = setup(ravi, save);
    await allSettled(backgroundSectionOpened, { scope });
    await allSettled(backgroundUploadCrop.fileSelected, {
      scope,
      params: new File(['x'], 'b.png', { type: 'image/png' }),
    });
    await allSettled(backgroundUploadCrop.areaChanged, { scope, params: area });
    await allSettled(backgroundUploadCrop.saved, { scope });
    expect(save.mock.calls[0]?.[0]).toMatchObject({
      change: { type: 'custom', file: blob, fileName: 'call-background.jpg' },
    });
    expect(scope.getState(backgroundUploadCrop.$open)).toBe(true);
    expect(scope.getState(backgroundUploadCrop.$error)).toBe('Background image size should be less than 5MB');
    expect(error).toHaveBeenCalledWith('Background image size should be less than 5MB');
    await allSettled(backgroundUploadCrop.saved, { scope });
    expect(scope.getState(backgroundUploadCrop.$open)).toBe(false);
    expect(scope.getState($user)?.callPageBackground).toBe('uploads/backgrounds/mine.jpg');
    expect(scope.getState($selectedBackground)).toBe('custom-upload');
  });
});
