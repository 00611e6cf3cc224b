import { createEffect, createEvent, createStore, sample } from 'effector';
import { config, LOCAL_KEYS } from '@/shared/config';
import { isRunningInstalled, readJson, readString, removeKey, writeJson, writeString } from '@/shared/lib';
import type { Role, SessionUser, StoredSession } from './types';

/** Read once at start; a stored token outside the installed app is dropped when the installed-only rule is on. */
export const readStoredSessionFx = createEffect((): StoredSession => {
  const token = readString('local', LOCAL_KEYS.token);
  const user = readJson<SessionUser>('local', LOCAL_KEYS.user);
  if (token && config.installedOnly && !isRunningInstalled()) {
    removeKey('local', LOCAL_KEYS.token);
    removeKey('local', LOCAL_KEYS.user);
    return { token: null, user: null };
  }
  return { token, user: token ? user : null };
});

export const persistSessionFx = createEffect(({ token, user }: { token: string; user: SessionUser }) => {
  writeString('local', LOCAL_KEYS.token, token);
  writeJson('local', LOCAL_KEYS.user, user);
});

export const persistUserFx = createEffect((user: SessionUser) => {
  writeJson('local', LOCAL_KEYS.user, user);
});

export const clearStoredSessionFx = createEffect(() => {
  removeKey('local', LOCAL_KEYS.token);
  removeKey('local', LOCAL_KEYS.user);
});

export const sessionStarted = createEvent();
export const signedIn = createEvent<{ token: string; user: SessionUser }>();
export const userUpdated = createEvent<SessionUser>();
export const signedOut = createEvent();

export const $token = createStore<string | null>(null);
export const $user = createStore<SessionUser | null>(null);
export const $sessionChecked = createStore(false);
export const $role = $user.map<Role | null>((user) => (user ? (user.isHost ? 'host' : 'user') : null));
export const $isHost = $role.map((role) => role === 'host');

sample({ clock: sessionStarted, target: readStoredSessionFx });
sample({ clock: readStoredSessionFx.doneData, fn: ({ token }) => token, target: $token });
sample({ clock: readStoredSessionFx.doneData, fn: ({ user }) => user, target: $user });
sample({ clock: readStoredSessionFx.finally, fn: () => true, target: $sessionChecked });

sample({ clock: signedIn, fn: ({ token }) => token, target: $token });
sample({ clock: signedIn, fn: ({ user }) => user, target: $user });
sample({ clock: signedIn, target: persistSessionFx });

sample({ clock: userUpdated, target: [$user, persistUserFx] });

$token.reset(signedOut);
$user.reset(signedOut);
sample({ clock: signedOut, target: clearStoredSessionFx });
