export {
  $token,
  $user,
  $role,
  $isHost,
  $sessionChecked,
  sessionStarted,
  signedIn,
  signedOut,
  userUpdated,
  readStoredSessionFx,
  persistSessionFx,
  clearStoredSessionFx,
} from './model/session';
export type { SessionUser, SessionSubscription, Role, StoredSession } from './model/types';
export { homePathFor } from './lib/home';
export { fetchSubUsers, createSubUser, updateSubUser, deleteSubUser } from './api/sub-users';
export type { SubUser, SubUserInput, CreatedSubUser } from './api/sub-users';
