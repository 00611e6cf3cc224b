export {
  $token,
  $user,
  $role,
  $isHost,
  $sessionChecked,
  $pictureVersion,
  $avatarUrl,
  SESSION_EXPIRED_MESSAGE,
  sessionStarted,
  signedIn,
  signedOut,
  userUpdated,
  tokenExpired,
  tokenRefreshTimeReached,
  tokenRefreshed,
  storedSessionExpired,
  readStoredSessionFx,
  persistSessionFx,
  clearStoredSessionFx,
  fetchProfileFx,
  refreshSessionFx,
} from './model/session';
export type { SessionUser, SessionSubscription, Role, StoredSession } from './model/types';
export type { AuthReply } from './api/session';
export { INVALID_AUTH_REPLY_MESSAGE, requestAuthReply } from './api/session';
export { homePathFor } from './lib/home';
export { tokenExpiry, refreshDelay } from './lib/jwt';
export { fetchSubUsers, createSubUser, updateSubUser, deleteSubUser } from './api/sub-users';
export {
  updateHostName,
  updateHostEmail,
  updateHostPassword,
  sendProfileOtp,
  verifyProfileOtp,
  uploadProfilePicture,
  removeProfilePicture,
  updateCallBackground,
  fetchInbuiltBackgrounds,
} from './api/profile';
export type { SubUser, SubUserInput, CreatedSubUser } from './api/sub-users';
export {
  backgroundOptions,
  backgroundChoiceOf,
  needsInbuiltList,
  resolveBackground,
  DEFAULT_BACKGROUND,
} from './lib/background';
export type { BackgroundOption } from './lib/background';
export {
  $callBackgroundUrl,
  $inbuiltBackgrounds,
  callBackgroundRequested,
  fetchInbuiltBackgroundsFx,
} from './model/call-background';
export {
  ownerOf,
  PROFILE_FALLBACKS,
  NO_PICTURE_URL_MESSAGE,
  NO_BACKGROUND_URL_MESSAGE,
} from './api/profile-rules';
export type { ProfileOwner } from './api/profile-rules';
export type { PasswordChange, UploadRequest, BackgroundChange, ProfileOtpTarget } from './api/profile';
