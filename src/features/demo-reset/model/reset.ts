import { createEffect, createEvent, createStore, sample } from 'effector';
import { config, SESSION_KEYS } from '@/shared/config';
import { toast } from '@/shared/ui';

/**
 * 'Reset demo data' (offline and demo modes, where the backend runs in the browser and keeps its data):
 * after a confirmation, the in-browser backend reseeds and every open tab of the app reloads onto the seed.
 * After that reload each tab finds the scenario it was reset to, once, and announces it; a refused reset says
 * why and changes nothing.
 */
export const RESET_DEMO_DATA_PATH = '/__mock-backend/reset';
export const RESET_DEMO_DATA_FAILED_MESSAGE = 'The demo data could not be reset. Please try again.';

/** Only the in-browser backend keeps demo data of its own. */
export const demoResetAvailable = config.mockMode === 'browser';

export const resetDemoDataClicked = createEvent();
export const resetDemoDataCancelled = createEvent();
export const resetDemoDataConfirmed = createEvent();
/** This tab was reloaded by a reset (here or in another tab) onto a fresh seed of `scenario`. */
export const demoDataWasReset = createEvent<string>();
/** Checks, once per start, whether a reset reloaded this tab. */
export const demoResetNoticeChecked = createEvent();

export function demoResetNotice(scenario: string): string {
  return `Demo data reset: every open tab now starts from the '${scenario}' scenario.`;
}

export const resetDemoDataFx = createEffect(async () => {
  const response = await fetch(RESET_DEMO_DATA_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) throw new Error(RESET_DEMO_DATA_FAILED_MESSAGE);
});

export const readResetNoticeFx = createEffect(() => {
  const scenario = sessionStorage.getItem(SESSION_KEYS.demoDataReset);
  sessionStorage.removeItem(SESSION_KEYS.demoDataReset);
  return scenario;
});

export const $resetConfirmOpen = createStore(false)
  .on(resetDemoDataClicked, () => true)
  .on(resetDemoDataCancelled, () => false)
  .on(resetDemoDataFx.finally, () => false);

export const $resettingDemoData = resetDemoDataFx.pending;

sample({
  clock: resetDemoDataConfirmed,
  filter: $resettingDemoData.map((busy) => !busy),
  target: resetDemoDataFx,
});
sample({
  clock: resetDemoDataFx.fail,
  fn: () => RESET_DEMO_DATA_FAILED_MESSAGE,
  target: toast.error,
});

// Only the in-browser backend leaves the notice, so the check is a no-op in every other mode.
sample({ clock: demoResetNoticeChecked, target: readResetNoticeFx });
sample({
  clock: readResetNoticeFx.doneData,
  filter: (scenario): scenario is string => scenario !== null,
  target: demoDataWasReset,
});
sample({ clock: demoDataWasReset, fn: demoResetNotice, target: toast.info });
