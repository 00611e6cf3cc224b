import { passwordResetHandlers } from './password-reset';
import { profileHandlers } from './profile';
import { sessionHandlers } from './session';
import { signInHandlers } from './sign-in';
import { signUpHandlers } from './sign-up';

/** Every `/api/auth/...` route, by topic, in the order they always had (msw answers with the first match). */
export const authHandlers = [
  ...signInHandlers,
  ...signUpHandlers,
  ...passwordResetHandlers,
  ...sessionHandlers,
  ...profileHandlers,
];

export { sessionUserOf } from './session';
