import { attach, combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { isNetworkFailure, pictureUrl, setBearerToken } from '@/shared/api';
import { config, LOCAL_KEYS, ROUTES, TOKEN_REFRESH_LEAD_MS } from '@/shared/config';
import { isRunningInstalled, readJson, readString, removeKey, writeJson, writeString } from '@/shared/lib';
import { fetchProfile, refreshSession } from '../api/session';
import { refreshDelay } from '../lib/jwt';
import type { Role, SessionUser, StoredSession } from './types';

/** The profile fetch failure that sends the visitor to /login (spec 01 §4). */
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';

/** Read once at start; a stored token outside the installed app is dropped when the installed-only rule is on. */
export const readStoredSessionFx = createEffect((): StoredSession => {
  const token = readString('local', LOCAL_KEYS.token);
  const user = readJson<SessionUser>('local', LOCAL_KEYS.user);
  if (token && config.installedOnly && !isRunningInstalled()) {
    removeKey('local', LOCAL_KEYS.token);
    removeKey('local', LOCAL_KEYS.user);
    setBearerToken(null);
    return { token: null, user: null };
  }
  setBearerToken(token);
  return { token, user: token ? user : null };
});

export const persistSessionFx = createEffect(({ token, user }: { token: string; user: SessionUser }) => {
  writeString('local', LOCAL_KEYS.token, token);
  writeJson('local', LOCAL_KEYS.user, user);
  setBearerToken(token);
});

export const persistUserFx = createEffect((user: SessionUser) => {
  writeJson('local', LOCAL_KEYS.user, user);
});

export const clearStoredSessionFx = createEffect(() => {
  removeKey('local', LOCAL_KEYS.token);
  removeKey('local', LOCAL_KEYS.user);
  setBearerToken(null);
});

/** GET /api/auth/me; rejects with the server's message (e.g. SESSION_EXPIRED_MESSAGE). */
export const fetchProfileFx = createEffect(fetchProfile);
/** GET /api/auth/refresh for the session of the given token: its answer counts only while that session lasts. */
export const refreshSessionFx = createEffect((_token: string) => refreshSession());

export const sessionStarted = createEvent();
export const signedIn = createEvent<{ token: string; user: SessionUser }>();
export const userUpdated = createEvent<SessionUser>();
export const signedOut = createEvent();
/** The refresh timer fired for this token. */
export const tokenRefreshTimeReached = createEvent<string>();
/** The stored token's `exp` has passed: the session ends. */
export const tokenExpired = createEvent();
export const tokenRefreshed = createEvent<{ token: string; user: SessionUser }>();
/**
 * The server rejected the stored session as expired (SESSION_EXPIRED_MESSAGE): it is signed out, and the
 * visitor belongs on /login (`to`, replacing the current entry). The app navigates.
 */
export const storedSessionExpired = createEvent<{ to: string; replace: boolean }>();

export const $token = createStore<string | null>(null);
export const $user = createStore<SessionUser | null>(null);
export const $sessionChecked = createStore(false);
export const $role = $user.map<Role | null>((user) => (user ? (user.isHost ? 'host' : 'user') : null));
export const $isHost = $role.map((role) => role === 'host');

/**
 * When the picture path last changed: the avatar URL carries it as a cache-busting query, so a picture
 * replaced under the same path shows at once in the header, sidebar and rooms (spec 02 §7).
 */
export const $pictureVersion = createStore(0);
export const $avatarUrl = combine($user, $pictureVersion, (user, version) =>
  pictureUrl(user?.profilePicture, version || undefined),
);

const $refreshTimer = createStore<ReturnType<typeof setTimeout> | null>(null, { serialize: 'ignore' });

sample({ clock: sessionStarted, target: readStoredSessionFx });
sample({ clock: readStoredSessionFx.doneData, fn: ({ token }) => token, target: $token });
sample({ clock: readStoredSessionFx.doneData, fn: ({ user }) => user, target: $user });
sample({ clock: readStoredSessionFx.finally, fn: () => true, target: $sessionChecked });

// Start: with a token the profile is fetched (spec 01 §4).
sample({
  clock: readStoredSessionFx.doneData,
  filter: ({ token }) => Boolean(token),
  target: fetchProfileFx,
});
sample({ clock: fetchProfileFx.doneData, target: userUpdated });
// A failed profile fetch clears the session, except when the network itself is down: the installed app
// keeps working offline with the stored account and retries on the next start.
const profileRejected = sample({
  clock: fetchProfileFx.failData,
  filter: (error) => !isNetworkFailure(error),
});
sample({ clock: profileRejected, target: signedOut });
sample({
  clock: profileRejected,
  filter: (error) => error.message === SESSION_EXPIRED_MESSAGE,
  fn: () => ({ to: ROUTES.login, replace: true }),
  target: storedSessionExpired,
});

sample({ clock: signedIn, fn: ({ token }) => token, target: $token });
sample({ clock: signedIn, fn: ({ user }) => user, target: $user });
sample({ clock: signedIn, target: persistSessionFx });

sample({ clock: userUpdated, target: [$user, persistUserFx] });

sample({
  clock: $user.map((user) => user?.profilePicture ?? '').updates,
  fn: () => Date.now(),
  target: $pictureVersion,
});

$token.reset(signedOut);
$user.reset(signedOut);
sample({ clock: signedOut, target: clearStoredSessionFx });

// Token lifetime: refresh one hour before `exp`, sign out when already expired (spec 01 §4).
const scheduleRefreshFx = attach({
  source: $refreshTimer,
  effect: (previous, token: string | null) => {
    if (previous !== null) clearTimeout(previous);
    if (!token) return null;
    const delay = refreshDelay(token, Date.now(), TOKEN_REFRESH_LEAD_MS);
    if (delay === null) return null;
    if (delay === 'expired') {
      scopeBind(tokenExpired, { safe: true })();
      return null;
    }
    const fire = scopeBind(tokenRefreshTimeReached, { safe: true });
    // setTimeout holds at most ~24.8 days; a later refresh is rescheduled on the next start.
    return setTimeout(() => fire(token), Math.min(delay, 2_147_483_647));
  },
});
sample({ clock: $token.updates, target: scheduleRefreshFx });
sample({ clock: scheduleRefreshFx.doneData, target: $refreshTimer });

sample({ clock: tokenExpired, target: signedOut });
sample({
  clock: tokenRefreshTimeReached,
  source: $token,
  filter: (current, due) => current === due,
  fn: (_, due) => due,
  target: refreshSessionFx,
});
// A sign-out (or another sign-in) while the refresh was out: its answer belongs to a session that ended.
const refreshAnswered = (current: string | null, { params }: { params: string }) => current === params;
sample({
  clock: refreshSessionFx.done,
  source: $token,
  filter: refreshAnswered,
  fn: (_, { result }) => result,
  target: tokenRefreshed,
});
sample({ clock: tokenRefreshed, fn: ({ token }) => token, target: $token });
sample({ clock: tokenRefreshed, fn: ({ user }) => user, target: $user });
sample({ clock: tokenRefreshed, target: persistSessionFx });
sample({ clock: refreshSessionFx.fail, source: $token, filter: refreshAnswered, target: signedOut });
