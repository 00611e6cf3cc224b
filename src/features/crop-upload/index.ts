export { createCropUpload } from './model/crop-upload';
export type { CropUpload, CropUploadRequest, CroppedImage } from './model/crop-upload';
export { IMAGE_KINDS, checkImageFile, outputSize } from './lib/kinds';
export type { ImageKind, ImageKindSpec } from './lib/kinds';
export { cropToBlob } from './lib/crop';
export {
  PICTURE_MESSAGES,
  pictureCrop,
  pictureOptionsOpened,
  pictureOptionsClosed,
  pictureRemoveRequested,
  pictureRemoveCancelled,
  pictureRemoveConfirmed,
  uploadPictureFx,
  removePictureFx,
  storedPicturePath,
  $pictureOptionsOpen,
  $pictureRemoveConfirmOpen,
} from './model/profile-picture';
export { ProfilePictureButton, ProfilePictureDialogs } from './ui/ProfilePicture';
export {
  BACKGROUND_MESSAGES,
  CUSTOM_UPLOAD_ID,
  backgroundSectionOpened,
  backgroundChosen,
  backgroundSaveRequested,
  backgroundRemoveRequested,
  backgroundUploadCrop,
  backgroundPickCrop,
  fetchInbuiltFx,
  saveBackgroundFx,
  uploadBackgroundFx,
  $inbuiltBackgrounds,
  $backgroundOptions,
  $selectedBackground,
  $pendingBackground,
  $backgroundPreview,
  $backgroundSaving,
} from './model/call-background';
export { CallBackgroundSection } from './ui/CallBackgroundSection';
export { BackgroundPreview } from './ui/BackgroundPreview';
