import { API_PATHS, ApiError, apiRequest, uploadForm, type BackgroundType } from '@/shared/api';
import {
  NO_BACKGROUND_URL_MESSAGE,
  NO_PICTURE_URL_MESSAGE,
  PROFILE_FALLBACKS,
  type ProfileOwner,
} from './profile-rules';

const picturePath = (owner: ProfileOwner) =>
  owner.role === 'host' ? API_PATHS.hostProfilePicture : API_PATHS.userProfilePicture(owner.userId);
const backgroundPath = (owner: ProfileOwner) =>
  owner.role === 'host' ? API_PATHS.hostCallBackground : API_PATHS.userCallBackground(owner.userId);

/** POST /api/auth/host/update-name. */
export async function updateHostName(name: string) {
  return apiRequest(
    API_PATHS.hostUpdateName,
    (contract) => contract.userUpdateResponseSchema,
    { method: 'post', json: { name } },
    PROFILE_FALLBACKS.name,
  );
}

/** POST /api/auth/host/update-email (after the OTP sent to the new address was verified). */
export async function updateHostEmail(email: string) {
  return apiRequest(
    API_PATHS.hostUpdateEmail,
    (contract) => contract.userUpdateResponseSchema,
    { method: 'post', json: { email } },
    PROFILE_FALLBACKS.email,
  );
}

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** POST /api/auth/host/update-password. */
export async function updateHostPassword(change: PasswordChange) {
  return apiRequest(
    API_PATHS.hostUpdatePassword,
    (contract) => contract.messageResponseSchema,
    { method: 'post', json: change },
    PROFILE_FALLBACKS.password,
  );
}

/** Where a profile code goes: the new e-mail address, or the new phone by SMS or WhatsApp (spec 02 §7). */
export type ProfileOtpTarget = { email: string } | { phone: string; sendOtpOnWhatsapp?: boolean };

/** POST /api/auth/signup/send-otp with the host's token: a code to the new address or phone. */
export async function sendProfileOtp({ fallback, ...target }: ProfileOtpTarget & { fallback: string }) {
  return apiRequest(
    API_PATHS.signupSendOtp,
    (contract) => contract.sendOtpResponseSchema,
    { method: 'post', json: target },
    fallback,
  );
}

/**
 * POST /api/auth/signup/verify-otp {otp, email or phone}. For a phone the verification applies the change
 * (the spec has no update-phone route) and answers with the updated user.
 */
export async function verifyProfileOtp({
  otp,
  ...to
}: ({ email: string } | { phone: string }) & { otp: string }) {
  return apiRequest(
    API_PATHS.signupVerifyOtp,
    (contract) => contract.verifyOtpResponseSchema,
    { method: 'post', json: { ...to, otp } },
    PROFILE_FALLBACKS.verifyOtp,
  );
}

export interface UploadRequest {
  owner: ProfileOwner;
  file: Blob;
  fileName: string;
  onProgress?: (fraction: number) => void;
}

/** POST …/update-profile-picture (multipart `profilePicture`); resolves to the stored path. */
export async function uploadProfilePicture({ owner, file, fileName, onProgress }: UploadRequest) {
  const form = new FormData();
  form.append('profilePicture', file, fileName);
  const body = await uploadForm(
    picturePath(owner),
    form,
    (contract) => contract.profilePictureResponseSchema.partial(),
    {
      onProgress,
      fallback: PROFILE_FALLBACKS.picture,
    },
  );
  if (!body.profilePictureUrl) throw new ApiError(0, NO_PICTURE_URL_MESSAGE);
  return { path: body.profilePictureUrl, user: body.user };
}

/** DELETE …/update-profile-picture. */
export async function removeProfilePicture(owner: ProfileOwner) {
  return apiRequest(
    picturePath(owner),
    (contract) => contract.userUpdateResponseSchema.partial(),
    { method: 'delete' },
    PROFILE_FALLBACKS.removePicture,
  );
}

export type BackgroundChange =
  { type: 'none' } | { type: 'inbuilt'; id: string } | { type: 'custom'; file: Blob; fileName: string };

/** POST …/update-call-background (multipart, spec 02 §7); resolves to the stored value. */
export async function updateCallBackground({
  owner,
  change,
  onProgress,
}: {
  owner: ProfileOwner;
  change: BackgroundChange;
  onProgress?: (fraction: number) => void;
}) {
  const form = new FormData();
  const type: BackgroundType = change.type;
  form.append('backgroundType', type);
  if (change.type === 'inbuilt') form.append('selectedBackground', change.id);
  if (change.type === 'custom') form.append('callPageBackground', change.file, change.fileName);
  const body = await uploadForm(
    backgroundPath(owner),
    form,
    (contract) => contract.callBackgroundResponseSchema.partial(),
    {
      onProgress,
      fallback: PROFILE_FALLBACKS.background,
    },
  );
  // 'none' legitimately stores '': only a missing field is an error.
  if (body.callPageBackgroundUrl === undefined || (type !== 'none' && !body.callPageBackgroundUrl)) {
    throw new ApiError(0, NO_BACKGROUND_URL_MESSAGE);
  }
  return { value: body.callPageBackgroundUrl, user: body.user };
}

/** GET /api/auth/inbuilt-backgrounds: image URLs, index n is 'inbuilt-{n}'. */
export async function fetchInbuiltBackgrounds(): Promise<string[]> {
  const { backgrounds } = await apiRequest(
    API_PATHS.inbuiltBackgrounds,
    (contract) => contract.inbuiltBackgroundsResponseSchema,
    {
      method: 'get',
    },
  );
  return backgrounds;
}
