// The signed-in session's end: logging out, and the session ended elsewhere (spec 01 §2, §4). Signing in
// and signing up are features of their own, which only their pages load.
export {
  SESSION_INVALIDATED_MESSAGE,
  REMOVED_FROM_CALL_SUFFIX,
  authStarted,
  logoutRequested,
  sessionInvalidatedInCall,
  sessionEnded,
  backNavigated,
  $sessionNotice,
  $backBlocked,
  sessionTimers,
} from './model/session';
