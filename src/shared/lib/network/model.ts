import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';

/**
 * The one online/offline model: the browser's `online`/`offline` events as effector units. Started once (by
 * `appStarted`, or by whatever screen needs it first; starting again is a no-op); rooms, the offline banner and
 * the dashboard's network card react to `wentOnline`/`wentOffline` and read `$isOnline`.
 */
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
  return globalThis.navigator?.onLine !== false;
});

sample({ clock: networkWatchStarted, source: $watching, filter: (watching) => !watching, target: watchFx });
sample({ clock: watchFx.done, fn: () => true, target: $watching });
sample({ clock: watchFx.doneData, target: $isOnline });
$isOnline.on(wentOnline, () => true).on(wentOffline, () => false);
