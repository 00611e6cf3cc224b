import { createEvent, sample } from 'effector';
import { sessionStarted } from '@/entities/user';

/** Fired once when the app boots, before the first render settles. */
export const appStarted = createEvent();

sample({ clock: appStarted, target: sessionStarted });
