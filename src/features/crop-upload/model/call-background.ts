import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createCropUpload, type CroppedImage, type CropUploadRequest } from './crop-upload';
import {
  $user,
  backgroundChoiceOf,
  backgroundOptions,
  fetchInbuiltBackgrounds,
  ownerOf,
  PROFILE_FALLBACKS,
  resolveBackground,
  updateCallBackground,
  userUpdated,
  type BackgroundChange,
  type ProfileOwner,
} from '@/entities/user';
import { ApiError, getErrorMessage } from '@/shared/api';
import { toastFx } from '@/shared/ui';

export const BACKGROUND_MESSAGES = {
  updated: 'Call background updated successfully',
  nothingSelected: 'No background selected or file provided to save.',
  notAuthenticated: 'User not authenticated',
} as const;

export const CUSTOM_UPLOAD_ID = 'custom-upload';

/** The section is shown: load the inbuilt list and start from the stored choice. */
export const backgroundSectionOpened = createEvent();
export const backgroundChosen = createEvent<string>();
export const backgroundSaveRequested = createEvent();
export const backgroundRemoveRequested = createEvent();

export const fetchInbuiltFx = createEffect(fetchInbuiltBackgrounds);
/** A failed load of the inbuilt list is only logged (spec 02 §8): the grid keeps Default and the upload tile. */
const logInbuiltFailureFx = createEffect((error: unknown) => {
  console.error('Failed to load inbuilt backgrounds', error);
});
sample({ clock: fetchInbuiltFx.failData, target: logInbuiltFailureFx });

export interface BackgroundSave {
  change: BackgroundChange;
  onProgress?: (fraction: number) => void;
}

/** POST …/update-call-background for `owner`; resolves to the stored value. */
export const saveBackgroundFx = createEffect(
  async ({ owner, change, onProgress }: BackgroundSave & { owner: ProfileOwner | null }) => {
    if (!owner) throw new ApiError(401, BACKGROUND_MESSAGES.notAuthenticated);
    const { value } = await updateCallBackground({ owner, change, onProgress });
    return value;
  },
);
const saveOwnBackgroundFx = attach({
  source: $user,
  mapParams: (save: BackgroundSave, user) => ({ ...save, owner: ownerOf(user) }),
  effect: saveBackgroundFx,
});

const previewUrlFx = createEffect(({ image, previous }: { image: CroppedImage; previous: string | null }) => {
  if (previous) URL.revokeObjectURL(previous);
  return URL.createObjectURL(image.blob);
});

/** Sub-users: picking a file opens the crop and saving it uploads at once (spec 02 §4). */
export const uploadBackgroundFx = createEffect((request: CropUploadRequest) =>
  saveOwnBackgroundFx({
    change: { type: 'custom', file: request.blob, fileName: request.fileName },
    onProgress: request.onProgress,
  }),
);
export const backgroundUploadCrop = createCropUpload({ kind: 'background', uploadFx: uploadBackgroundFx });
/** Hosts: the crop becomes the 'custom' choice, uploaded by 'Save Background'. */
export const backgroundPickCrop = createCropUpload({ kind: 'background' });

export const $inbuiltBackgrounds = createStore<string[]>([]).on(fetchInbuiltFx.doneData, (_, list) => list);
export const $backgroundOptions = $inbuiltBackgrounds.map((list) => backgroundOptions(list));
export const $selectedBackground = createStore('default');
/** A cropped file waiting for 'Save Background' (hosts). */
export const $pendingBackground = createStore<(CroppedImage & { previewUrl: string }) | null>(null);
export const $backgroundSaving = saveBackgroundFx.pending;

/** What the laptop and mobile previews show for the current choice. */
export const $backgroundPreview = combine(
  { user: $user, inbuilt: $inbuiltBackgrounds, selected: $selectedBackground, pending: $pendingBackground },
  ({ user, inbuilt, selected, pending }) => {
    if (selected === 'default') return null;
    if (selected === CUSTOM_UPLOAD_ID) {
      if (pending) return pending.previewUrl;
      return backgroundChoiceOf(user?.callPageBackground, inbuilt) === CUSTOM_UPLOAD_ID
        ? resolveBackground(user?.callPageBackground, inbuilt)
        : null;
    }
    return resolveBackground(selected, inbuilt);
  },
);
/** The stored upload, for the upload tile's thumbnail. */
export const $storedCustomBackground = combine($user, $inbuiltBackgrounds, (user, inbuilt) =>
  backgroundChoiceOf(user?.callPageBackground, inbuilt) === CUSTOM_UPLOAD_ID
    ? resolveBackground(user?.callPageBackground, inbuilt)
    : null,
);

sample({ clock: backgroundSectionOpened, target: fetchInbuiltFx });
sample({
  clock: [backgroundSectionOpened, fetchInbuiltFx.doneData],
  source: { user: $user, inbuilt: $inbuiltBackgrounds },
  fn: ({ user, inbuilt }) => backgroundChoiceOf(user?.callPageBackground, inbuilt),
  target: $selectedBackground,
});
$selectedBackground.on(backgroundChosen, (_, id) => id);

sample({
  clock: backgroundPickCrop.cropped,
  source: $pendingBackground,
  fn: (pending, image) => ({ image, previous: pending?.previewUrl ?? null }),
  target: previewUrlFx,
});
sample({
  clock: previewUrlFx.done,
  fn: ({ params, result }) => ({ ...params.image, previewUrl: result }),
  target: $pendingBackground,
});
sample({ clock: previewUrlFx.done, fn: () => CUSTOM_UPLOAD_ID, target: $selectedBackground });

type SaveDecision = { change: BackgroundChange } | { problem: string };

const decided = sample({
  clock: backgroundSaveRequested,
  source: {
    user: $user,
    selected: $selectedBackground,
    pending: $pendingBackground,
    saving: $backgroundSaving,
  },
  filter: ({ saving }) => !saving,
  fn: ({ user, selected, pending }): SaveDecision => {
    if (!user) return { problem: BACKGROUND_MESSAGES.notAuthenticated };
    if (selected === 'default') return { change: { type: 'none' } };
    if (selected === CUSTOM_UPLOAD_ID) {
      // The upload tile without a new cropped file: nothing to send.
      if (pending) return { change: { type: 'custom', file: pending.blob, fileName: pending.fileName } };
      return { problem: BACKGROUND_MESSAGES.nothingSelected };
    }
    if (/^inbuilt-\d+$/.test(selected)) return { change: { type: 'inbuilt', id: selected } };
    return { problem: BACKGROUND_MESSAGES.nothingSelected };
  },
});
sample({
  clock: decided,
  filter: (decision) => 'problem' in decision,
  fn: (decision) => ({ tone: 'error' as const, text: 'problem' in decision ? decision.problem : '' }),
  target: toastFx,
});
sample({
  clock: decided,
  filter: (decision) => 'change' in decision,
  fn: (decision) => ({ change: 'change' in decision ? decision.change : ({ type: 'none' } as const) }),
  target: saveOwnBackgroundFx,
});
sample({
  clock: backgroundRemoveRequested,
  filter: $backgroundSaving.map((saving) => !saving),
  fn: () => ({ change: { type: 'none' } as BackgroundChange }),
  target: saveOwnBackgroundFx,
});

sample({
  clock: saveBackgroundFx.doneData,
  source: $user,
  filter: Boolean,
  fn: (user, callPageBackground) => ({ ...user, callPageBackground }),
  target: userUpdated,
});
sample({
  clock: saveBackgroundFx.doneData,
  source: $inbuiltBackgrounds,
  fn: (inbuilt, value) => backgroundChoiceOf(value, inbuilt),
  target: $selectedBackground,
});
$pendingBackground.reset(saveBackgroundFx.done);
sample({
  clock: saveBackgroundFx.done,
  fn: () => ({ tone: 'success' as const, text: BACKGROUND_MESSAGES.updated }),
  target: toastFx,
});
sample({
  clock: saveBackgroundFx.failData,
  fn: (error) => ({ tone: 'error' as const, text: getErrorMessage(error, PROFILE_FALLBACKS.background) }),
  target: toastFx,
});
