import { createEvent, sample } from 'effector';
import { authStarted, sessionInvalidatedInCall } from '@/features/auth';
import { appUpdateStarted, reloadHoldChanged } from '@/features/app-update';
import { $openRoom, openRoomCloseRequested } from '@/entities/open-room';
import { sessionStarted, storedSessionExpired } from '@/entities/user';
import { navigateFx, networkWatchStarted } from '@/shared/lib';
import { backStepStarted } from './back-step';
import { installedFlagWrittenFx } from './installed-flag';
import './clip-outbox';
import { realtimeConnectionStarted } from './realtime-connection';

/** Fired once when the app boots, before the first render settles. */
export const appStarted = createEvent();

// The installed flag (spec 01 §3), then the session (reads token and user), its lifecycle wiring (back block,
// realtime), then the service worker.
sample({
  clock: appStarted,
  target: [
    installedFlagWrittenFx,
    sessionStarted,
    authStarted,
    realtimeConnectionStarted,
    backStepStarted,
    appUpdateStarted,
    networkWatchStarted,
  ],
});

// Signed in elsewhere during a call: leave-call is already sent; close the room and stop every track (spec 01 §4).
sample({ clock: sessionInvalidatedInCall, target: openRoomCloseRequested });

// The stored session was rejected as expired: the visitor goes to /login (spec 01 §4).
sample({ clock: storedSessionExpired, target: navigateFx });

// A new version taking control reloads the window, which would drop a call: it waits for the room to close.
sample({ clock: $openRoom, fn: (room) => room !== null, target: reloadHoldChanged });
