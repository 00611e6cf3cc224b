import { attach, createEffect, createEvent, createStore, sample, scopeBind, type Store } from 'effector';

/**
 * Screen Wake Lock while a call is open: a phone whose screen sleeps suspends the page and the
 * call drops. The browser releases the lock whenever the tab is hidden, so it is requested again each time
 * the page becomes visible while the call is still open. Without the API (or when refused) nothing happens.
 */
export function createWakeLock({ $callOpen }: { $callOpen: Store<boolean> }) {
  const pageBecameVisible = createEvent();
  const $lock = createStore<WakeLockSentinel | null>(null, { serialize: 'ignore' });
  const $watching = createStore(false, { serialize: 'ignore' });

  const requestFx = createEffect(async (): Promise<WakeLockSentinel | null> => {
    if (!globalThis.navigator?.wakeLock || globalThis.document?.visibilityState === 'hidden') return null;
    return navigator.wakeLock.request('screen').catch(() => null);
  });
  const releaseFx = attach({
    source: $lock,
    effect: async (lock) => {
      await lock?.release().catch(() => undefined);
    },
  });
  const watchVisibilityFx = createEffect(() => {
    const visible = scopeBind(pageBecameVisible, { safe: true });
    globalThis.document?.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') visible();
    });
  });

  const opened = sample({ clock: $callOpen, filter: Boolean });
  sample({ clock: opened, source: $watching, filter: (watching) => !watching, target: watchVisibilityFx });
  $watching.on(watchVisibilityFx.done, () => true);

  // Opening the call, or coming back to it, while no lock is held.
  sample({
    clock: [opened, pageBecameVisible],
    source: { open: $callOpen, lock: $lock },
    filter: ({ open, lock }) => open && (lock === null || lock.released),
    target: requestFx,
  });
  $lock.on(requestFx.doneData, (current, lock) => lock ?? current);
  // A lock granted after the call closed meanwhile is given back at once.
  sample({
    clock: requestFx.doneData,
    source: $callOpen,
    filter: (open, lock) => !open && lock !== null,
    target: releaseFx,
  });
  sample({ clock: $callOpen, filter: (open) => !open, target: releaseFx });
  $lock.reset(releaseFx.done);

  return { $wakeLock: $lock };
}
