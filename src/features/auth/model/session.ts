import { attach, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { $openRoom } from '@/entities/open-room';
import { $token, $user, signedIn, signedOut, type SessionUser } from '@/entities/user';
import { REALTIME_EVENTS, realtimeDisconnected, realtimeEmitted, realtimeEvent } from '@/shared/api';
import {
  ROUTES,
  SERVER_DISCONNECT_REDIRECT_MS,
  SESSION_INVALIDATED_NOTICE_MS,
  SESSION_INVALIDATED_REDIRECT_MS,
} from '@/shared/config';
import { delayFx, navigateFx } from '@/shared/lib';
import { toastFx } from '@/shared/ui';
import { logout } from '../api/logout';

export const SESSION_INVALIDATED_MESSAGE =
  'Session Invalidated: You have been logged out due to login from another device.';
export const REMOVED_FROM_CALL_SUFFIX = ' You have been removed from the call.';

/** The app fires this once on start (after `sessionStarted`): installs the Back listener (the app owns the socket). */
export const authStarted = createEvent();
/** The logout buttons (sidebar, profile menu, settings). */
export const logoutRequested = createEvent();
/**
 * `session-invalidated` arrived while a call page is open. The call feature hooks this to stop every audio
 * and video track; `leave-call` (reason 'session-invalidated') has already been emitted.
 */
export const sessionInvalidatedInCall = createEvent<{ meetingId: string | null }>();
/** Sign-out caused by the session ending elsewhere (invalidation, server disconnect). */
export const sessionEnded = createEvent<{ reason: 'invalidated' | 'server-disconnect' }>();
/** Back navigation (popstate) observed by the back-block listener. */
export const backNavigated = createEvent();

const sessionInvalidatedReceived = realtimeEvent(REALTIME_EVENTS.sessionInvalidated);

/** The red notice text shown for 5 seconds (also announced through the toaster's live region). */
export const $sessionNotice = createStore<string | null>(null);
/** While signed out after a logout or session end, Back is forced to /login (spec 01 §2, §4). */
export const $backBlocked = createStore(false);

// Logout: clear token and user, go to /login, block Back. The route guards react to the sign-out first
// (role pages send signed-out visitors to /), so /login follows a moment later and wins.
const LOGIN_REDIRECT_DELAY_MS = 100;
const loginRedirectFx = attach({ effect: delayFx });
/** Revokes the session on the server; the local sign-out never waits for it (offline, server down). */
export const logoutFx = createEffect((token: string) => logout(token));
// Declared before the sign-out so the token is read before it is cleared.
sample({ clock: logoutRequested, source: $token, filter: Boolean, target: logoutFx });
sample({ clock: logoutRequested, target: signedOut });
sample({ clock: logoutRequested, fn: () => LOGIN_REDIRECT_DELAY_MS, target: loginRedirectFx });
sample({ clock: loginRedirectFx.done, fn: () => ({ to: ROUTES.login, replace: true }), target: navigateFx });

// Server-initiated disconnect: after 1 s, if a user is still stored, clear the session and go to /login.
const serverDisconnectWaitFx = attach({ effect: delayFx });
sample({
  clock: realtimeDisconnected,
  filter: ({ reason }) => reason === 'io server disconnect',
  fn: () => SERVER_DISCONNECT_REDIRECT_MS,
  target: serverDisconnectWaitFx,
});
sample({
  clock: serverDisconnectWaitFx.done,
  source: $user,
  filter: Boolean,
  fn: () => ({ reason: 'server-disconnect' as const }),
  target: sessionEnded,
});

// session-invalidated for the current account (its User ID, or the record id for hosts).
const invalidatedForMe = sample({
  clock: sessionInvalidatedReceived,
  source: $user,
  filter: (user, payload) => Boolean(user) && matchesAccount(user as SessionUser, payload?.userId),
  fn: (user) => user as SessionUser,
});
const $invalidatedUser = createStore<SessionUser | null>(null, { serialize: 'ignore' });
sample({ clock: invalidatedForMe, target: $invalidatedUser });

// In a call room: leave it first, with the meeting id the server's room knows (spec 01 §4).
const inCall = sample({
  clock: invalidatedForMe,
  source: $openRoom,
  filter: (room) => room !== null,
  fn: (room, user) => ({ user, meetingId: room?.meetingId ?? null }),
});
sample({
  clock: inCall,
  filter: ({ meetingId }) => meetingId !== null,
  fn: ({ user, meetingId }) => ({
    event: REALTIME_EVENTS.leaveCall,
    payload: { meetingId, reason: 'session-invalidated', userId: user.userId ?? user._id },
  }),
  target: realtimeEmitted,
});
sample({ clock: inCall, fn: ({ meetingId }) => ({ meetingId }), target: sessionInvalidatedInCall });
sample({
  clock: invalidatedForMe,
  source: $openRoom,
  fn: (room) => SESSION_INVALIDATED_MESSAGE + (room ? REMOVED_FROM_CALL_SUFFIX : ''),
  target: $sessionNotice,
});

const noticeWaitFx = attach({ effect: delayFx });
sample({
  clock: $sessionNotice.updates,
  filter: Boolean,
  fn: (text) => ({ tone: 'error' as const, text, durationMs: SESSION_INVALIDATED_NOTICE_MS }),
  target: toastFx,
});
sample({
  clock: $sessionNotice.updates,
  filter: Boolean,
  fn: () => SESSION_INVALIDATED_NOTICE_MS,
  target: noticeWaitFx,
});
$sessionNotice.reset(noticeWaitFx.done);

const invalidationRedirectFx = attach({ effect: delayFx });
sample({
  clock: invalidatedForMe,
  fn: () => SESSION_INVALIDATED_REDIRECT_MS,
  target: invalidationRedirectFx,
});
sample({
  clock: invalidationRedirectFx.done,
  source: $invalidatedUser,
  filter: Boolean,
  fn: () => ({ reason: 'invalidated' as const }),
  target: sessionEnded,
});
$invalidatedUser.reset(sessionEnded);

sample({ clock: sessionEnded, source: $user, filter: Boolean, fn: () => undefined, target: signedOut });
sample({ clock: sessionEnded, fn: () => LOGIN_REDIRECT_DELAY_MS, target: loginRedirectFx });

// Back-navigation block while signed out after a logout or session end; a new sign-in removes it.
$backBlocked.on([logoutRequested, sessionEnded], () => true).reset(signedIn);

const $backListenerInstalled = createStore(false, { serialize: 'ignore' });
const installBackListenerFx = createEffect(() => {
  const onBack = scopeBind(backNavigated, { safe: true });
  globalThis.addEventListener?.('popstate', () => onBack());
  return true;
});
sample({
  clock: [authStarted, logoutRequested, sessionEnded],
  source: $backListenerInstalled,
  filter: (installed) => !installed,
  target: installBackListenerFx,
});
sample({ clock: installBackListenerFx.doneData, target: $backListenerInstalled });
sample({
  clock: backNavigated,
  source: { blocked: $backBlocked, user: $user },
  filter: ({ blocked, user }) => blocked && !user,
  fn: () => ({ to: ROUTES.login, replace: true }),
  target: navigateFx,
});

function matchesAccount(user: SessionUser, userId: string | undefined): boolean {
  if (!userId) return false;
  return userId === user.userId || userId === user._id;
}

/** Exposed for tests: the pending invalidation redirect (2 s) and notice (5 s) timers. */
export const sessionTimers = { serverDisconnectWaitFx, invalidationRedirectFx, noticeWaitFx };
