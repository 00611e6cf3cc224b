export {
  $token,
  $user,
  $role,
  $isHost,
  $sessionChecked,
  SESSION_EXPIRED_MESSAGE,
  sessionStarted,
  signedIn,
  signedOut,
  userUpdated,
  tokenExpired,
  tokenRefreshDue,
  tokenRefreshed,
  readStoredSessionFx,
  persistSessionFx,
  clearStoredSessionFx,
  fetchProfileFx,
  refreshSessionFx,
} from './model/session';
export type { SessionUser, SessionSubscription, Role, StoredSession } from './model/types';
export type { AuthReply } from './api/session';
export { homePathFor } from './lib/home';
export { tokenExpiry, refreshDelay } from './lib/jwt';
export { fetchSubUsers, createSubUser, updateSubUser, deleteSubUser } from './api/sub-users';
export type { SubUser, SubUserInput, CreatedSubUser } from './api/sub-users';
