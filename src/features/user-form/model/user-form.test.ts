import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { signedOut } from '@/entities/user';
import { ApiError } from '@/shared/api';
import { toastsShown } from '../../../../tests/setup/toasts';
import {
  $createdCredentials,
  $userFormError,
  $userFormOpen,
  $userFormValues,
  createUserFx,
  updateUserFx,
  userFormNameChanged,
  userFormOpened,
  userFormPasswordChanged,
  userFormPasswordToggled,
  userFormSubmitted,
} from './user-form';

const created = { name: 'Asha', userId: 'U123', isActive: true, tempPassword: 'abcd1234' };
const existing = {
  _id: 'u1',
  userId: 'U1',
  name: 'Ravi',
  isActive: false,
  createdAt: '2025-01-01T00:00:00Z',
};

function setup() {
  const createUser = vi.fn(async () => created);
  const updateUser = vi.fn(async () => existing);
  const success = toastsShown('success');
  const error = toastsShown('error');
  const scope = fork({
    handlers: [
      [createUserFx, createUser],
      [updateUserFx, updateUser],
    ],
  });
  return { scope, createUser, updateUser, success, error };
}

describe('user form', () => {
  it('requires a non-blank name and keeps what was typed', async () => {
    const { scope, createUser, error } = setup();
    await allSettled(userFormOpened, { scope, params: { mode: 'create' } });
    await allSettled(userFormNameChanged, { scope, params: '   ' });
    await allSettled(userFormSubmitted, { scope });
    expect(scope.getState($userFormError)).toEqual({ field: 'name', message: 'Name is required' });
    expect(error).toHaveBeenCalledWith('Name is required');
    expect(createUser).not.toHaveBeenCalled();
    expect(scope.getState($userFormValues).name).toBe('   ');
  });

  it('fills a generated 8-character password when the custom password is turned on', async () => {
    const { scope } = setup();
    await allSettled(userFormOpened, { scope, params: { mode: 'create' } });
    await allSettled(userFormPasswordToggled, { scope, params: true });
    expect(scope.getState($userFormValues).password).toMatch(/^[A-Za-z0-9]{8}$/);
  });

  it('requires the custom password when its toggle is on', async () => {
    const { scope, createUser } = setup();
    await allSettled(userFormOpened, { scope, params: { mode: 'create' } });
    await allSettled(userFormNameChanged, { scope, params: 'Asha' });
    await allSettled(userFormPasswordToggled, { scope, params: true });
    await allSettled(userFormPasswordChanged, { scope, params: '' });
    await allSettled(userFormSubmitted, { scope });
    expect(scope.getState($userFormError)?.message).toBe(
      'Password is required when custom password is enabled',
    );
    expect(createUser).not.toHaveBeenCalled();
  });

  it('creates a user, shows the credentials and announces it', async () => {
    const { scope, createUser, success } = setup();
    await allSettled(userFormOpened, { scope, params: { mode: 'create' } });
    await allSettled(userFormNameChanged, { scope, params: ' Asha ' });
    await allSettled(userFormSubmitted, { scope });
    expect(createUser).toHaveBeenCalledWith({ name: 'Asha', isActive: true });
    expect(scope.getState($userFormOpen)).toBe(false);
    expect(scope.getState($createdCredentials)).toEqual(created);
    expect(success).toHaveBeenCalledWith('User created successfully');
  });

  it("never shows a created user's password to the next account: a sign-out closes the form and forgets it", async () => {
    const { scope } = setup();
    await allSettled(userFormOpened, { scope, params: { mode: 'create' } });
    await allSettled(userFormNameChanged, { scope, params: 'Asha' });
    await allSettled(userFormSubmitted, { scope });
    expect(scope.getState($createdCredentials)).toEqual(created);
    await allSettled(userFormOpened, { scope, params: { mode: 'create' } });
    await allSettled(signedOut, { scope });
    expect(scope.getState($createdCredentials)).toBeNull();
    expect(scope.getState($userFormOpen)).toBe(false);
  });

  it('sends a custom password only when provided', async () => {
    const { scope, createUser } = setup();
    await allSettled(userFormOpened, { scope, params: { mode: 'create' } });
    await allSettled(userFormNameChanged, { scope, params: 'Asha' });
    await allSettled(userFormPasswordToggled, { scope, params: true });
    await allSettled(userFormPasswordChanged, { scope, params: 'secret99' });
    await allSettled(userFormSubmitted, { scope });
    expect(createUser).toHaveBeenCalledWith({ name: 'Asha', isActive: true, password: 'secret99' });
  });

  it('edits with Change Password and its own message', async () => {
    const { scope, updateUser, success } = setup();
    await allSettled(userFormOpened, { scope, params: { mode: 'edit', user: existing } });
    expect(scope.getState($userFormValues)).toMatchObject({ name: 'Ravi', isActive: false });
    await allSettled(userFormPasswordToggled, { scope, params: true });
    await allSettled(userFormPasswordChanged, { scope, params: ' ' });
    await allSettled(userFormSubmitted, { scope });
    expect(scope.getState($userFormError)?.message).toBe('New password is required when changing password');
    await allSettled(userFormPasswordToggled, { scope, params: false });
    await allSettled(userFormSubmitted, { scope });
    expect(updateUser).toHaveBeenCalledWith({ userId: 'U1', input: { name: 'Ravi', isActive: false } });
    expect(success).toHaveBeenCalledWith('User updated successfully');
  });

  it('keeps the form open with the server message when saving fails', async () => {
    const error = toastsShown('error');
    const failing = fork({
      handlers: [
        [
          createUserFx,
          async () => {
            throw new ApiError(400, 'A user with this name already exists');
          },
        ],
      ],
    });
    await allSettled(userFormOpened, { scope: failing, params: { mode: 'create' } });
    await allSettled(userFormNameChanged, { scope: failing, params: 'Asha' });
    await allSettled(userFormSubmitted, { scope: failing });
    expect(failing.getState($userFormOpen)).toBe(true);
    expect(failing.getState($userFormValues).name).toBe('Asha');
    expect(error).toHaveBeenCalledWith('A user with this name already exists');
  });
});
