export {
  LOGIN_MESSAGES,
  loginSubmitted,
  loginErrorDismissed,
  signInFx,
  $loginError,
  $loginCompleting,
  $loginPending,
} from './model/login';
export type { LoginValues } from './model/login';
export {
  REGISTER_MESSAGES,
  registrationRequested,
  registrationFinished,
  registrationReset,
  registerFx,
  $registrationPhase,
  $registrationError,
} from './model/register';
export type { RegisterValues, RegistrationPhase } from './model/register';
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
