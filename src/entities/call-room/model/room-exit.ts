import { createEvent } from 'effector';

/**
 * The user or host left a call for the dashboard (left, ended, or sent away after a notice). The app's
 * back-step model then blocks one Back on that dashboard (spec 01 §4).
 */
export const returnedFromCall = createEvent();
