import { createEvent, createStore, sample } from 'effector';
import { clipRefused } from '@/features/push-to-talk';
import { toastFx } from '@/shared/ui';
import { userLeaveConfirmed, userRoomClosed } from '@/entities/call';

/** View state of the user room: the leave confirmation. */
export const leaveDialogOpened = createEvent();
export const leaveDialogClosed = createEvent();

export const $leaveDialogOpen = createStore(false)
  .on(leaveDialogOpened, () => true)
  .reset([leaveDialogClosed, userLeaveConfirmed, userRoomClosed]);

// A clip the server refused for good (storage full, too large) is dropped; the user is told why.
sample({
  clock: clipRefused,
  fn: ({ message }) => ({ tone: 'error' as const, text: message }),
  target: toastFx,
});
