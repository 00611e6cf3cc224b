import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api';
import { toastsShown } from '../../../../tests/setup/toasts';
import {
  $deleteTarget,
  $userDeleted,
  deleteUserConfirmed,
  deleteUserFx,
  deleteUserRequested,
} from './delete-user';

const user = { _id: 'u1', userId: 'U1', name: 'Ravi', isActive: true, createdAt: '2025-01-01T00:00:00Z' };

describe('delete user', () => {
  it('deletes after confirmation', async () => {
    const success = toastsShown('success');
    const handler = vi.fn(async () => user);
    const scope = fork({ handlers: [[deleteUserFx, handler]] });
    await allSettled(deleteUserRequested, { scope, params: user });
    expect(scope.getState($deleteTarget)).toEqual(user);
    await allSettled(deleteUserConfirmed, { scope });
    expect(handler).toHaveBeenCalledWith(user);
    expect(success).toHaveBeenCalledWith('User deleted successfully');
    expect(scope.getState($deleteTarget)).toBeNull();
    expect(scope.getState($userDeleted)).toBe(true);
    // The next confirmation starts afresh.
    await allSettled(deleteUserRequested, { scope, params: user });
    expect(scope.getState($userDeleted)).toBe(false);
  });

  it.each([
    [
      new ApiError(403, 'Forbidden', { message: 'Forbidden', subscriptionExpired: true }),
      'Your subscription has expired. Please renew to continue using the service.',
    ],
    [new ApiError(404, 'User not found', { message: 'User not found' }), 'User not found'],
    [new Error('boom'), 'Failed to delete user'],
  ])('reports %s', async (failure, message) => {
    const error = toastsShown('error');
    const scope = fork({
      handlers: [
        [
          deleteUserFx,
          async () => {
            throw failure;
          },
        ],
      ],
    });
    await allSettled(deleteUserRequested, { scope, params: user });
    await allSettled(deleteUserConfirmed, { scope });
    expect(error).toHaveBeenCalledWith(message);
    expect(scope.getState($userDeleted)).toBe(false);
  });
});
