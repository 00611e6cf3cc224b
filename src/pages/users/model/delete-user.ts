import { createEffect, createEvent, createStore, sample } from 'effector';
import { deleteSubUser, type SubUser } from '@/entities/user';
import { ApiError, getErrorMessage } from '@/shared/api';
import { toastFx } from '@/shared/ui';

export const SUBSCRIPTION_EXPIRED_MESSAGE =
  'Your subscription has expired. Please renew to continue using the service.';

export const deleteUserRequested = createEvent<SubUser>();
export const deleteUserCancelled = createEvent();
export const deleteUserConfirmed = createEvent();
/** Raised after the server removed the user, so lists reload. */
export const subUserDeleted = createEvent<SubUser>();

export const deleteUserFx = createEffect(async (user: SubUser) => {
  await deleteSubUser(user.userId);
  return user;
});
export const $deleteTarget = createStore<SubUser | null>(null);
export const $deletingUser = deleteUserFx.pending;
/** The last confirmation removed its user: the row that opened it is going, so focus moves past it. */
export const $userDeleted = createStore(false)
  .on(deleteUserFx.done, () => true)
  .reset([deleteUserRequested, deleteUserFx.fail]);

$deleteTarget.on(deleteUserRequested, (_, user) => user).reset([deleteUserCancelled, deleteUserFx.finally]);

sample({
  clock: deleteUserConfirmed,
  source: { user: $deleteTarget, pending: $deletingUser },
  filter: ({ user, pending }) => user !== null && !pending,
  fn: ({ user }) => user as SubUser,
  target: deleteUserFx,
});
sample({ clock: deleteUserFx.doneData, target: subUserDeleted });
sample({
  clock: deleteUserFx.done,
  fn: () => ({ tone: 'success' as const, text: 'User deleted successfully' }),
  target: toastFx,
});
sample({
  clock: deleteUserFx.failData,
  fn: (error) => ({
    tone: 'error' as const,
    text:
      error instanceof ApiError && error.subscriptionExpired
        ? SUBSCRIPTION_EXPIRED_MESSAGE
        : getErrorMessage(error, 'Failed to delete user'),
  }),
  target: toastFx,
});
