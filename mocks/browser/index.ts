import { setupWorker, type SetupWorker } from 'msw/browser';
import { isScenarioName, type ScenarioName } from '../data/accounts';
import { resetDatabase } from '../data/seed';
import { handlers } from '../handlers/index';
import { resetBrowserRealtime } from './realtime';
import { socketIoHandler } from './socket-io-link';

/**
 * The mock backend inside the page (offline mode, the static demo, Storybook): msw's worker answers REST,
 * the `ws.link` handler plays the socket.io server, both over one in-memory data store.
 */
export { getBrowserRealtime, resetBrowserRealtime } from './realtime';
export { socketIoHandler, createSocketIoHandler } from './socket-io-link';

/** Every handler of the in-browser backend: REST routes plus the realtime channel. */
export const browserHandlers = [...handlers, socketIoHandler];

/** The worker script: msw's own in offline mode, the app's combined service worker in the demo build. */
export function mockWorkerUrl(): string {
  return import.meta.env.MODE === 'demo' ? '/service-worker.js' : '/mockServiceWorker.js';
}

export function scenarioFrom(value: string | null | undefined): ScenarioName {
  return isScenarioName(value) ? value : 'default';
}

/** Reseeds the in-browser data store and drops live sockets and rooms. */
export async function applyBrowserScenario(scenario?: string | null): Promise<ScenarioName> {
  const name = scenarioFrom(scenario);
  resetBrowserRealtime();
  await resetDatabase(name);
  return name;
}

let worker: SetupWorker | null = null;

export async function startBrowserMockBackend(options: { scenario?: string } = {}): Promise<void> {
  const fromQuery =
    typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('scenario');
  const scenario = await applyBrowserScenario(options.scenario ?? fromQuery);
  if (worker) return;
  worker = setupWorker(...browserHandlers);
  await worker.start({
    serviceWorker: { url: mockWorkerUrl() },
    onUnhandledFrame: 'bypass',
    quiet: import.meta.env.MODE !== 'offline',
  });
  console.info(`[mock-backend] in-browser backend ready (scenario '${scenario}')`);
}
