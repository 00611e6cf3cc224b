import { createEvent } from 'effector';

/** The app-wide refresh event (top bar button, pull-to-refresh); pages reload their data on it. */
export const appRefreshRequested = createEvent();
