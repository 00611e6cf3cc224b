// After returning from a call the dashboard blocks one back step (spec 01 §4). The room already replaced its
// own history entry; the dashboard's entry is then pushed once more, so the first Back stays on the
// dashboard, whether the entry before it is in the app or another page. App-wide because both dashboards
// share the one rule; kept in session storage (`suppressBackOnceFromCall`) so a reload does not lose it.
import { createEffect, createEvent, createStore, sample } from 'effector';
import { returnedFromCall } from '@/entities/open-room';
import { signedOut } from '@/entities/user';
import { ROUTES, SESSION_KEYS } from '@/shared/config';
import { navigateFx, readString, removeKey, writeString } from '@/shared/lib';

/** The app started: a block stored before a reload still applies. */
export const backStepStarted = createEvent();
/** The router shows a location: its `pathname`, and its `path` with search and hash. */
export const locationShown = createEvent<{ pathname: string; path: string }>();

const DASHBOARDS: readonly string[] = [ROUTES.dashboard, ROUTES.userDashboard];
const KEY = SESSION_KEYS.suppressBackOnceFromCall;

const readBlockFx = createEffect(() => readString('session', KEY) === 'true');
const storeBlockFx = createEffect(() => writeString('session', KEY, 'true'));
const clearBlockFx = createEffect(() => removeKey('session', KEY));

export const $backStepBlocked = createStore(false).on(returnedFromCall, () => true);
sample({ clock: backStepStarted, target: readBlockFx });
sample({ clock: readBlockFx.doneData, filter: Boolean, target: $backStepBlocked });
sample({ clock: returnedFromCall, target: storeBlockFx });

// The first dashboard shown after a call pushes a duplicate of its own entry, once.
const duplicateEntryDue = sample({
  clock: locationShown,
  source: $backStepBlocked,
  filter: (blocked, { pathname }) => blocked && DASHBOARDS.includes(pathname),
  fn: (_, { path }) => ({ to: path }),
});
sample({ clock: duplicateEntryDue, target: navigateFx });
$backStepBlocked.reset([duplicateEntryDue, signedOut]);
sample({ clock: [duplicateEntryDue, signedOut], target: clearBlockFx });
