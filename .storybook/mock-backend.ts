// Contract between Storybook and the mock backend: the in-browser backend (REST handlers + realtime channel).
import { setupWorker } from 'msw/browser';
import { applyBrowserScenario, browserHandlers } from '../mocks/browser/index';
import { disconnectVirtualPeers } from '../mocks/browser/peers';

/** Starts the in-browser mock backend used by every story (passed to `mswLoader`). */
export async function startStorybookWorker() {
  const worker = setupWorker(...browserHandlers);
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledFrame: 'bypass',
    quiet: true,
  });
  return worker;
}

/**
 * Reseeds the in-browser data for one story (`parameters.scenario`, default 'default'), drops live sockets,
 * rooms and the virtual peers of the previous story.
 */
export async function applyStoryScenario(scenario: string | undefined): Promise<void> {
  disconnectVirtualPeers();
  await applyBrowserScenario(scenario ?? 'default');
}
