import { createEvent, createStore, sample } from 'effector';
import { signedOut } from '@/entities/user/@x/call';

/**
 * After returning from a call the dashboard blocks one back step (spec 01 §4). The room already replaced
 * its own history entry; the dashboard then pushes a duplicate of itself, so the first Back stays on the
 * dashboard, whether the entry before it is in the app or another page.
 */
export const returnedFromCall = createEvent();
/** A dashboard mounted at `path` (with search and hash). */
export const dashboardShown = createEvent<string>();

/**
 * A dashboard was shown right after a call: it asks to push a duplicate of its own entry (`to`, its path with
 * search and hash). The app navigates; the rule of when is the call's.
 */
export const backStepBlockRequested = createEvent<{ to: string }>();

export const $backStepBlocked = createStore(false).on(returnedFromCall, () => true);

const duplicateEntryDue = sample({
  clock: dashboardShown,
  source: $backStepBlocked,
  filter: Boolean,
  fn: (_, path) => ({ to: path }),
});
sample({ clock: duplicateEntryDue, target: backStepBlockRequested });
$backStepBlocked.reset([duplicateEntryDue, signedOut]);
