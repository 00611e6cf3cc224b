import { allSettled, fork } from 'effector';
import { appStarted } from '../model/app';

/**
 * A stage of the app's start (src/app/main.tsx): effector and the app's models, then the app started in a
 * scope of its own. `started` settles once the start (the stored session's profile check) has.
 */
export function startModels() {
  const scope = fork();
  return { scope, started: allSettled(appStarted, { scope }) };
}
