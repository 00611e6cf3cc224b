import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';

/** Installs the online/offline listeners (idempotent); fired by pages that need the network. */
export const networkWatchStarted = createEvent();
export const wentOnline = createEvent();
export const wentOffline = createEvent();

export const $isOnline = createStore(true);
const $watching = createStore(false, { serialize: 'ignore' });

const watchFx = createEffect(() => {
  const online = scopeBind(wentOnline, { safe: true });
  const offline = scopeBind(wentOffline, { safe: true });
  globalThis.addEventListener?.('online', () => online());
  globalThis.addEventListener?.('offline', () => offline());
  return globalThis.navigator?.onLine ?? true;
});

sample({ clock: networkWatchStarted, source: $watching, filter: (watching) => !watching, target: watchFx });
sample({ clock: watchFx.done, fn: () => true, target: $watching });
sample({ clock: watchFx.doneData, target: $isOnline });
$isOnline.on(wentOnline, () => true).on(wentOffline, () => false);
