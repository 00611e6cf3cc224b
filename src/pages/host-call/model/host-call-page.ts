import { createEvent, createStore } from 'effector';
import { hostRoomClosed } from '@/entities/call';

/** View state of the host room: the End Call confirmation (the recording choices of a later issue go here). */
export const endDialogOpened = createEvent();
export const endDialogClosed = createEvent();

export const $endDialogOpen = createStore(false)
  .on(endDialogOpened, () => true)
  .reset([endDialogClosed, hostRoomClosed]);
