import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import {
  createSubUser,
  signedOut,
  updateSubUser,
  type CreatedSubUser,
  type SubUser,
  type SubUserInput,
} from '@/entities/user';
import { getErrorMessage } from '@/shared/api';
import { toast, toastFx } from '@/shared/ui';
import { generatePassword } from '../lib/password';
import {
  validateUserForm,
  type UserFormError,
  type UserFormMode,
  type UserFormValues,
} from '../lib/validate';

export type UserFormOpenParams = { mode: 'create' } | { mode: 'edit'; user: SubUser };

export const userFormOpened = createEvent<UserFormOpenParams>();
export const userFormClosed = createEvent();
export const userFormNameChanged = createEvent<string>();
export const userFormActiveChanged = createEvent<boolean>();
export const userFormPasswordToggled = createEvent<boolean>();
export const userFormPasswordChanged = createEvent<string>();
export const userFormPasswordGenerated = createEvent();
export const userFormSubmitted = createEvent();
export const credentialsClosed = createEvent();

/** Raised after a successful save, so lists reload. */
export const subUserCreated = createEvent<CreatedSubUser>();
export const subUserUpdated = createEvent<SubUser>();

const EMPTY: UserFormValues = { name: '', isActive: true, passwordEnabled: false, password: '' };

export const $userFormOpen = createStore(false);
export const $userFormMode = createStore<UserFormMode>('create');
export const $userFormTarget = createStore<SubUser | null>(null);
export const $userFormValues = createStore<UserFormValues>(EMPTY);
export const $userFormError = createStore<UserFormError | null>(null);
/** The created user's credentials, shown once in the credentials modal. */
export const $createdCredentials = createStore<CreatedSubUser | null>(null);

const generatePasswordFx = createEffect(() => generatePassword());
export const createUserFx = createEffect((input: SubUserInput) => createSubUser(input));
export const updateUserFx = createEffect(({ userId, input }: { userId: string; input: SubUserInput }) =>
  updateSubUser(userId, input),
);
export const $userFormSaving = createStore(false)
  .on([createUserFx, updateUserFx], () => true)
  .on([createUserFx.finally, updateUserFx.finally], () => false);

$userFormOpen
  .on(userFormOpened, () => true)
  .reset([userFormClosed, createUserFx.done, updateUserFx.done, signedOut]);
$userFormMode.on(userFormOpened, (_, params) => params.mode);
$userFormTarget.on(userFormOpened, (_, params) => (params.mode === 'edit' ? params.user : null));
$userFormValues
  .on(userFormOpened, (_, params) =>
    params.mode === 'edit' ? { ...EMPTY, name: params.user.name, isActive: params.user.isActive } : EMPTY,
  )
  .on(userFormNameChanged, (values, name) => ({ ...values, name }))
  .on(userFormActiveChanged, (values, isActive) => ({ ...values, isActive }))
  .on(userFormPasswordChanged, (values, password) => ({ ...values, password }))
  .on(userFormPasswordToggled, (values, passwordEnabled) => ({ ...values, passwordEnabled }))
  .on(generatePasswordFx.doneData, (values, password) => ({ ...values, password }));

// Turning the password on with an empty field fills in a generated 8-character password.
sample({
  clock: userFormPasswordToggled,
  source: $userFormValues,
  filter: (values, enabled) => enabled && !values.password,
  target: generatePasswordFx,
});
sample({ clock: userFormPasswordGenerated, target: generatePasswordFx });

$userFormError
  .reset([
    userFormOpened,
    userFormNameChanged,
    userFormPasswordChanged,
    userFormPasswordToggled,
    generatePasswordFx.done,
  ])
  .reset(userFormClosed);

const validated = sample({
  clock: userFormSubmitted,
  source: { values: $userFormValues, mode: $userFormMode, saving: $userFormSaving },
  filter: ({ saving }) => !saving,
  fn: ({ values, mode }) => ({ values, mode, error: validateUserForm(values, mode) }),
});
sample({
  clock: validated,
  filter: ({ error }) => error !== null,
  fn: ({ error }) => error,
  target: $userFormError,
});
sample({
  clock: validated,
  filter: ({ error }) => error !== null,
  fn: ({ error }) => ({ tone: 'error' as const, text: error?.message ?? '' }),
  target: toastFx,
});

function toInput(values: UserFormValues): SubUserInput {
  const input: SubUserInput = { name: values.name.trim(), isActive: values.isActive };
  if (values.passwordEnabled && values.password.trim()) input.password = values.password.trim();
  return input;
}

sample({
  clock: validated,
  filter: ({ error, mode }) => error === null && mode === 'create',
  fn: ({ values }) => toInput(values),
  target: createUserFx,
});
const submitUpdateFx = attach({
  source: $userFormTarget,
  mapParams: (input: SubUserInput, target) => ({ userId: target?.userId ?? '', input }),
  effect: updateUserFx,
});
sample({
  clock: validated,
  filter: ({ error, mode }) => error === null && mode === 'edit',
  fn: ({ values }) => toInput(values),
  target: submitUpdateFx,
});

sample({ clock: createUserFx.doneData, target: [subUserCreated, $createdCredentials] });
sample({ clock: updateUserFx.doneData, target: subUserUpdated });
// Another account must never see them (a session ended while the dialog was open).
$createdCredentials.reset([credentialsClosed, signedOut]);

sample({
  clock: createUserFx.done,
  fn: () => ({ tone: 'success' as const, text: 'User created successfully' }),
  target: toastFx,
});
sample({
  clock: updateUserFx.done,
  fn: () => ({ tone: 'success' as const, text: 'User updated successfully' }),
  target: toastFx,
});
sample({
  clock: createUserFx.failData,
  fn: (error) => ({ tone: 'error' as const, text: getErrorMessage(error, 'Failed to create user') }),
  target: toastFx,
});
sample({
  clock: updateUserFx.failData,
  fn: (error) => ({ tone: 'error' as const, text: getErrorMessage(error, 'Failed to update user') }),
  target: toastFx,
});

/** Copies all details ('All details copied to clipboard'); single values use the shared CopyField. */
export const allCredentialsCopied = createEvent();

const copyFx = createEffect(async ({ text, success }: { text: string; success: string }) => {
  await navigator.clipboard.writeText(text);
  return success;
});
sample({
  clock: allCredentialsCopied,
  source: $createdCredentials,
  filter: Boolean,
  fn: (credentials) => ({
    text: `Name: ${credentials.name}\nUser ID: ${credentials.userId}\nPassword: ${credentials.tempPassword}`,
    success: 'All details copied to clipboard',
  }),
  target: copyFx,
});
sample({ clock: copyFx.doneData, target: toast.success });
sample({
  clock: copyFx.fail,
  fn: () => ({ tone: 'error' as const, text: 'Failed to copy to clipboard' }),
  target: toastFx,
});
