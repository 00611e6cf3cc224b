// Editing the host's name (spec 02 §2 settings).
import { createEffect, createEvent, createStore, sample } from 'effector';
import { $user, updateHostName } from '@/entities/user';
import { validateName } from '../lib/validate';
import { SettingsGate } from './gate';

// ---- Name --------------------------------------------------------------------------------------------
export const nameDialogOpened = createEvent();
export const nameDialogClosed = createEvent();
export const nameChanged = createEvent<string>();
export const nameSubmitted = createEvent();

export const updateNameFx = createEffect(updateHostName);
export const $nameDialogOpen = createStore(false)
  .on(nameDialogOpened, () => true)
  .reset([nameDialogClosed, updateNameFx.done, SettingsGate.close]);
export const $nameDraft = createStore('').on(nameChanged, (_, name) => name);
export const $nameError = createStore<string | null>(null).reset([
  nameDialogOpened,
  nameChanged,
  nameDialogClosed,
]);
export const $nameSaving = updateNameFx.pending;

sample({ clock: nameDialogOpened, source: $user, fn: (user) => user?.name ?? '', target: $nameDraft });
const nameChecked = sample({
  clock: nameSubmitted,
  source: { name: $nameDraft, saving: $nameSaving },
  filter: ({ saving }) => !saving,
  fn: ({ name }) => ({ name: name.trim(), error: validateName(name) }),
});
sample({
  clock: nameChecked,
  filter: ({ error }) => error !== null,
  fn: ({ error }) => error,
  target: $nameError,
});
sample({
  clock: nameChecked,
  filter: ({ error }) => error === null,
  fn: ({ name }) => name,
  target: updateNameFx,
});
