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

type UpdateSW = (reload: boolean) => Promise<void>;

export const $updateAvailable = createStore(false);
const $updateServiceWorker = createStore<UpdateSW | null>(null, { serialize: 'ignore' });

export const registerServiceWorkerFx = createEffect(() => {
  const onNeedRefresh = scopeBind(updateFound, { safe: true });
  return registerServiceWorker({
    onNeedRefresh: () => onNeedRefresh(),
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
