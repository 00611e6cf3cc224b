import { attach, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { registerServiceWorker } from '../lib/register-sw';

/** The app fires this once on start: registers the service worker at /service-worker.js. */
export const appUpdateStarted = createEvent();
/** A new version is installed and waiting: the prompt offers to reload. */
export const updateFound = createEvent();
/** 'Reload' in the prompt: activate the new version and reload. */
export const updateAccepted = createEvent();
/** 'Later': keep the current version until the next start. */
export const updateDismissed = createEvent();
/** The new version took control of this window, accepted here or in another window of the app. */
export const newVersionTookControl = createEvent();

type UpdateSW = (reload: boolean) => Promise<void>;

export const $updateAvailable = createStore(false);
const $updateServiceWorker = createStore<UpdateSW | null>(null, { serialize: 'ignore' });

export const registerServiceWorkerFx = createEffect(() => {
  const onNeedRefresh = scopeBind(updateFound, { safe: true });
  const onNewVersionControlling = scopeBind(newVersionTookControl, { safe: true });
  return registerServiceWorker({
    onNeedRefresh: () => onNeedRefresh(),
    onNewVersionControlling: () => onNewVersionControlling(),
    // Registration problems never block the app; it simply keeps working online.
    onRegisterError: (error) => console.error('Service worker registration failed', error),
  });
});

export const applyUpdateFx = attach({
  source: $updateServiceWorker,
  effect: async (updateServiceWorker) => {
    if (updateServiceWorker) await updateServiceWorker(true);
    else globalThis.location?.reload();
  },
});

sample({
  clock: appUpdateStarted,
  source: $updateServiceWorker,
  filter: (registered) => registered === null,
  target: registerServiceWorkerFx,
});
sample({ clock: registerServiceWorkerFx.doneData, target: $updateServiceWorker });
$updateAvailable.on(updateFound, () => true).reset(updateDismissed);
sample({ clock: updateAccepted, target: applyUpdateFx });

/** Whether something in this window (a call) must end before the page may reload. */
export const reloadHoldChanged = createEvent<boolean>();
/** Reloads the page onto the version that now controls it (its old chunks may be gone from the cache). */
export const reloadOntoNewVersionFx = createEffect(() => globalThis.location?.reload());
const $reloadHeld = createStore(false).on(reloadHoldChanged, (_, held) => held);
const $newVersionWaiting = createStore(false).on(newVersionTookControl, () => true);
sample({
  clock: [newVersionTookControl, reloadHoldChanged],
  source: { waiting: $newVersionWaiting, held: $reloadHeld },
  filter: ({ waiting, held }) => waiting && !held,
  target: reloadOntoNewVersionFx,
});
