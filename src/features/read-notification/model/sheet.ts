import { createEvent, createStore } from 'effector';

/** The full-screen notification list opened by the bell (phones, or pages without the panel). */
export const notificationSheetOpened = createEvent();
export const notificationSheetClosed = createEvent();
export const $notificationSheetOpen = createStore(false)
  .on(notificationSheetOpened, () => true)
  .reset(notificationSheetClosed);
