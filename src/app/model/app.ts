import { createEvent, sample } from 'effector';
import { authStarted } from '@/features/auth';
import { appUpdateStarted } from '@/features/app-update';
import { sessionStarted } from '@/entities/user';

/** Fired once when the app boots, before the first render settles. */
export const appStarted = createEvent();

// Session first (reads token and user), then its lifecycle wiring (realtime, back block), then the service worker.
sample({ clock: appStarted, target: [sessionStarted, authStarted, appUpdateStarted] });
