import { createEvent, sample } from 'effector';
import { authStarted, sessionInvalidatedInCall } from '@/features/auth';
import { appUpdateStarted } from '@/features/app-update';
import { hostRoomClosed, userRoomClosed } from '@/entities/call';
import { sessionStarted } from '@/entities/user';
import { networkWatchStarted } from '@/shared/lib';

/** Fired once when the app boots, before the first render settles. */
export const appStarted = createEvent();

// Session first (reads token and user), then its lifecycle wiring (realtime, back block), then the service worker.
sample({ clock: appStarted, target: [sessionStarted, authStarted, appUpdateStarted, networkWatchStarted] });

// Signed in elsewhere during a call: leave-call is already sent; close the room and stop every track (spec 01 §4).
sample({ clock: sessionInvalidatedInCall, target: [hostRoomClosed, userRoomClosed] });
