import { createEvent, createStore, sample } from 'effector';
import { clipRefused } from '@/features/push-to-talk';
import { navigateFx } from '@/shared/lib';
import { toastFx } from '@/shared/ui';
import {
  userLeaveConfirmed,
  userRoomClosed,
  userRoomExitRequested,
  userRoomNoticeRaised,
} from '@/entities/user-room';

/** View state of the user room: the leave confirmation. */
export const leaveDialogOpened = createEvent();
export const leaveDialogClosed = createEvent();

export const $leaveDialogOpen = createStore(false)
  .on(leaveDialogOpened, () => true)
  .reset([leaveDialogClosed, userLeaveConfirmed, userRoomClosed]);

// The room says what the user is told and where the user goes once it is left; the page shows and navigates
// (entities never toast or navigate). Both outlive the page: a disabled user's /login follows the sign-out
// that already closed the room.
sample({ clock: userRoomNoticeRaised, target: toastFx });
sample({ clock: userRoomExitRequested, target: navigateFx });

// A clip the server refused for good (storage full, too large) is dropped; the user is told why.
sample({
  clock: clipRefused,
  fn: ({ message }) => ({ tone: 'error' as const, text: message }),
  target: toastFx,
});
