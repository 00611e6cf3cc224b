import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { ServiceWorkerHandlers } from '../lib/register-sw';
import { appUpdateStarted, reloadHoldChanged, reloadOntoNewVersionFx } from './update';

// The service worker's registration, as vite-plugin-pwa calls back into it.
const worker = vi.hoisted(() => ({ handlers: null as ServiceWorkerHandlers | null }));
vi.mock('../lib/register-sw', () => ({
  registerServiceWorker: async (handlers: ServiceWorkerHandlers) => {
    worker.handlers = handlers;
    return async () => undefined;
  },
}));

/** A window of the app with its service worker registered; `held` while something in it (a call) must end first. */
async function startWindow(held: boolean) {
  const reload = vi.fn();
  const scope = fork({ handlers: [[reloadOntoNewVersionFx, reload]] });
  await allSettled(appUpdateStarted, { scope });
  if (held) await allSettled(reloadHoldChanged, { scope, params: true });
  return {
    reload,
    newVersionTakesControl: async () => {
      worker.handlers?.onNewVersionControlling();
      await allSettled(scope);
    },
    holdEnds: () => allSettled(reloadHoldChanged, { scope, params: false }),
  };
}

describe('a new version taking control of a window', () => {
  it('reloads a window that holds nothing at once', async () => {
    const tab = await startWindow(false);
    await tab.newVersionTakesControl();
    expect(tab.reload).toHaveBeenCalledTimes(1);
  });

  it('waits while the window is held and reloads once the hold ends', async () => {
    const tab = await startWindow(true);
    await tab.newVersionTakesControl();
    expect(tab.reload).not.toHaveBeenCalled();
    await tab.holdEnds();
    expect(tab.reload).toHaveBeenCalledTimes(1);
  });

  it('is the only reason a hold ending reloads the window', async () => {
    const tab = await startWindow(true);
    await tab.holdEnds();
    expect(tab.reload).not.toHaveBeenCalled();
  });
});
