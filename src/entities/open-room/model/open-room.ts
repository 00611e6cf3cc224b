import { createEvent, createStore } from 'effector';

/** Where a room sends the user when they leave it for good, and whether the room's history entry is replaced. */
export interface RoomExit {
  to: string;
  replace?: boolean;
}

/** This tab's call room, whichever role, as the room reports it (`openRoomReported`). */
export type OpenRoom = { meetingId: string | null } | null;

/** Each room entity reports which room is open (and with which meeting id) whenever that changes. */
export const openRoomReported = createEvent<OpenRoom>();

/**
 * The call room this tab has open: set while a room is opening or live, with the meeting id the server's
 * rooms know once the call loaded. Null when no room is open, as before any call page has loaded.
 */
export const $openRoom = createStore<OpenRoom>(null).on(openRoomReported, (_, room) => room);

/** Close whichever room is open (e.g. signed in elsewhere during a call), stopping every track. */
export const openRoomCloseRequested = createEvent();

/**
 * The user or host left a call for the dashboard (left, ended, or sent away after a notice). The app's
 * back-step model then blocks one Back on that dashboard (spec 01 §4).
 */
export const returnedFromCall = createEvent();

/**
 * The user left the room for good (left, kicked, host ended, disabled, join refused): where to, and whether
 * the room's history entry is replaced. The user call page navigates.
 */
export const userRoomExitRequested = createEvent<RoomExit>();

/**
 * The room is done with the realtime socket (the host ended the call: it closes 100 ms later, spec 02 §4,
 * §9). The socket's owner (app/model/realtime-connection) closes it and connects again once the user left.
 */
export const userRoomSocketReleased = createEvent();
