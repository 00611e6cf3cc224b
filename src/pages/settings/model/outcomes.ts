// What every account change does once it settles: the session's user updated, the toast, the inline error.
import { sample } from 'effector';
import { $user, PROFILE_FALLBACKS, userUpdated } from '@/entities/user';
import { getErrorMessage } from '@/shared/api';
import { toastFx } from '@/shared/ui';
import { SETTINGS_MESSAGES } from '../lib/validate';
import { $nameError, updateNameFx } from './name';
import { updateEmailFx } from './email';
import { verifyPhoneOtpFx } from './phone';
import { $passwordError, updatePasswordFx } from './password';

// ---- Shared toasts and user updates ---------------------------------------------------------------------
sample({
  clock: [updateNameFx.doneData, updateEmailFx.doneData],
  source: $user,
  filter: Boolean,
  fn: (current, { user }) => ({ ...current, ...user }),
  target: userUpdated,
});
sample({
  clock: updateNameFx.doneData,
  fn: (body) => ({ tone: 'success' as const, text: body.message || SETTINGS_MESSAGES.nameUpdated }),
  target: toastFx,
});
// A verified phone code applies the change; a server that answers without the user still changed the number.
sample({
  clock: verifyPhoneOtpFx.done,
  source: $user,
  filter: Boolean,
  fn: (current, { params, result }) => ({ ...current, ...(result.user ?? { phone: params.phone }) }),
  target: userUpdated,
});
// Each change ends with the server's message where it sends one (spec 02 §8), else the spec's own: the
// e-mail change ends with its update, the phone change with its verified code.
sample({
  clock: updateEmailFx.doneData,
  fn: (body) => ({ tone: 'success' as const, text: body.message || SETTINGS_MESSAGES.emailUpdated }),
  target: toastFx,
});
sample({
  clock: verifyPhoneOtpFx.doneData,
  fn: (body) => ({ tone: 'success' as const, text: body.message || SETTINGS_MESSAGES.verifiedAndUpdated }),
  target: toastFx,
});
sample({
  clock: updatePasswordFx.doneData,
  fn: (body) => ({ tone: 'success' as const, text: body.message || SETTINGS_MESSAGES.passwordUpdated }),
  target: toastFx,
});
sample({
  clock: updateNameFx.failData,
  fn: (error) => ({ tone: 'error' as const, text: getErrorMessage(error, PROFILE_FALLBACKS.name) }),
  target: toastFx,
});
sample({
  clock: updatePasswordFx.failData,
  fn: (error) => ({ tone: 'error' as const, text: getErrorMessage(error, PROFILE_FALLBACKS.password) }),
  target: toastFx,
});
sample({
  clock: updatePasswordFx.failData,
  fn: (error) => ({
    field: 'oldPassword' as const,
    message: getErrorMessage(error, PROFILE_FALLBACKS.password),
  }),
  target: $passwordError,
});
sample({
  clock: updateNameFx.failData,
  fn: (error) => getErrorMessage(error, PROFILE_FALLBACKS.name),
  target: $nameError,
});
