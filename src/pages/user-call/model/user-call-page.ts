import { createEvent, createStore } from 'effector';
import { userLeaveConfirmed, userRoomClosed } from '@/entities/call';

/** View state of the user room: the leave confirmation. */
export const leaveDialogOpened = createEvent();
export const leaveDialogClosed = createEvent();

export const $leaveDialogOpen = createStore(false)
  .on(leaveDialogOpened, () => true)
  .reset([leaveDialogClosed, userLeaveConfirmed, userRoomClosed]);
