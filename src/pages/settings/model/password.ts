// Changing the host's password (spec 02 §2 settings).
import { createEffect, createEvent, createStore, sample } from 'effector';
import { tokenRefreshed, updateHostPassword, type PasswordChange } from '@/entities/user';
import { validatePasswords, type PasswordField, type PasswordValues } from '../lib/validate';
import { SettingsGate } from './gate';

// ---- Password ------------------------------------------------------------------------------------------
export const passwordDialogOpened = createEvent();
export const passwordDialogClosed = createEvent();
export const passwordFieldChanged = createEvent<{ field: PasswordField; value: string }>();
export const passwordSubmitted = createEvent();

const EMPTY_PASSWORDS: PasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };
export const updatePasswordFx = createEffect(updateHostPassword);
export const $passwordDialogOpen = createStore(false)
  .on(passwordDialogOpened, () => true)
  .reset([passwordDialogClosed, updatePasswordFx.done, SettingsGate.close]);
export const $passwordValues = createStore<PasswordValues>(EMPTY_PASSWORDS)
  .on(passwordFieldChanged, (values, { field, value }) => ({ ...values, [field]: value }))
  .reset([passwordDialogOpened, updatePasswordFx.done]);
export const $passwordError = createStore<{ field: PasswordField; message: string } | null>(null).reset([
  passwordDialogOpened,
  passwordFieldChanged,
]);
export const $passwordSaving = updatePasswordFx.pending;

const passwordsChecked = sample({
  clock: passwordSubmitted,
  source: { values: $passwordValues, saving: $passwordSaving },
  filter: ({ saving }) => !saving,
  fn: ({ values }) => ({ values, error: validatePasswords(values) }),
});
sample({
  clock: passwordsChecked,
  filter: ({ error }) => error !== null,
  fn: ({ error }) => error,
  target: $passwordError,
});
sample({
  clock: passwordsChecked,
  filter: ({ error }) => error === null,
  fn: ({ values }): PasswordChange => values,
  target: updatePasswordFx,
});
// A server that rotates the session on a password change answers with the new token.
sample({
  clock: updatePasswordFx.doneData,
  filter: (body) => typeof body.token === 'string' && typeof body.user === 'object' && body.user !== null,
  fn: (body) => ({ token: body.token as string, user: body.user as never }),
  target: tokenRefreshed,
});
