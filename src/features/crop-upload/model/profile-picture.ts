import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { createCropUpload, type CropUploadRequest } from './crop-upload';
import {
  $user,
  ownerOf,
  PROFILE_FALLBACKS,
  removeProfilePicture,
  uploadProfilePicture,
  userUpdated,
  type ProfileOwner,
} from '@/entities/user';
import { ApiError, getErrorMessage } from '@/shared/api';
import { toastFx } from '@/shared/ui';

export const PICTURE_MESSAGES = {
  updated: 'Profile picture updated successfully',
  removed: 'Profile picture removed successfully',
  notAuthenticated: 'User not authenticated',
} as const;

export const pictureOptionsOpened = createEvent();
export const pictureOptionsClosed = createEvent();
/** 'Remove' in the options dialog: asks for confirmation first. */
export const pictureRemoveRequested = createEvent();
export const pictureRemoveCancelled = createEvent();
export const pictureRemoveConfirmed = createEvent();

export const $pictureOptionsOpen = createStore(false);
export const $pictureRemoveConfirmOpen = createStore(false);

/** Keeps only the path of a full URL the server may answer with ('the path part is stored', spec 02 §7). */
export function storedPicturePath(value: string): string {
  if (!/^https?:\/\//.test(value)) return value.replace(/^\/+/, '');
  try {
    return new URL(value).pathname.replace(/^\/+/, '');
  } catch {
    return value;
  }
}

type Owned<T> = T & { owner: ProfileOwner | null };

/** POST …/update-profile-picture for the signed-in account; resolves to the stored path. */
export const uploadPictureFx = createEffect(async ({ owner, ...request }: Owned<CropUploadRequest>) => {
  if (!owner) throw new ApiError(401, PICTURE_MESSAGES.notAuthenticated);
  const { path } = await uploadProfilePicture({
    owner,
    file: request.blob,
    fileName: request.fileName,
    onProgress: request.onProgress,
  });
  return storedPicturePath(path);
});

/** DELETE …/update-profile-picture for the signed-in account. */
export const removePictureFx = createEffect(async (owner: ProfileOwner | null) => {
  if (!owner) throw new ApiError(401, PICTURE_MESSAGES.notAuthenticated);
  await removeProfilePicture(owner);
});

const uploadOwnPictureFx = attach({
  source: $user,
  mapParams: (request: CropUploadRequest, user) => ({ ...request, owner: ownerOf(user) }),
  effect: uploadPictureFx,
});
const removeOwnPictureFx = attach({
  source: $user,
  mapParams: (_: void, user) => ownerOf(user),
  effect: removePictureFx,
});

/** Choose from gallery → check → crop 1:1 → upload at once (spec 02 §2). */
export const pictureCrop = createCropUpload({ kind: 'picture', uploadFx: uploadOwnPictureFx });

$pictureOptionsOpen
  .on(pictureOptionsOpened, () => true)
  .reset([pictureOptionsClosed, pictureCrop.fileSelected, pictureRemoveRequested]);
$pictureRemoveConfirmOpen
  .on(pictureRemoveRequested, () => true)
  .reset([pictureRemoveCancelled, removePictureFx.done]);

sample({
  clock: pictureCrop.uploaded,
  source: $user,
  filter: Boolean,
  fn: (user, profilePicture) => ({ ...user, profilePicture }),
  target: userUpdated,
});
sample({
  clock: pictureCrop.uploaded,
  fn: () => ({ tone: 'success' as const, text: PICTURE_MESSAGES.updated }),
  target: toastFx,
});

sample({
  clock: pictureRemoveConfirmed,
  filter: removePictureFx.pending.map((pending) => !pending),
  target: removeOwnPictureFx,
});
sample({
  clock: removePictureFx.done,
  source: $user,
  filter: Boolean,
  fn: (user) => ({ ...user, profilePicture: '' }),
  target: userUpdated,
});
sample({
  clock: removePictureFx.done,
  fn: () => ({ tone: 'success' as const, text: PICTURE_MESSAGES.removed }),
  target: toastFx,
});
sample({
  clock: removePictureFx.failData,
  fn: (error) => ({
    tone: 'error' as const,
    text: getErrorMessage(error, PROFILE_FALLBACKS.removePicture),
  }),
  target: toastFx,
});
sample({
  clock: uploadPictureFx.failData,
  fn: (error) => ({ tone: 'error' as const, text: getErrorMessage(error, PROFILE_FALLBACKS.picture) }),
  target: toastFx,
});
