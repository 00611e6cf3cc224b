import { setupWorker, type SetupWorker } from 'msw/browser';
import { isScenarioName, type ScenarioName } from '../data/accounts';
import { resetDatabase } from '../data/seed';
import { handlers } from '../handlers/index';
import { resetBrowserRealtime } from './realtime';
import { resetHandler, startSharedBackend } from './shared-backend';
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

/**
 * The backend of the offline and demo modes: kept across reloads and shared by the origin's tabs
 * (`shared-backend.ts`), with `POST /__mock-backend/reset?scenario=` to start every tab afresh. `?scenario=`
 * on the page seeds that scenario when the stored data is another one.
 */
export async function startBrowserMockBackend(): Promise<void> {
  if (worker) return;
  const requested = new URLSearchParams(location.search).get('scenario');
  worker = setupWorker(resetHandler, ...browserHandlers);
  // The service worker registers while the data loads: the page sends no request before both are done.
  const [scenario] = await Promise.all([
    startSharedBackend(isScenarioName(requested) ? requested : null),
    worker.start({
      serviceWorker: { url: mockWorkerUrl() },
      onUnhandledFrame: 'bypass',
      quiet: import.meta.env.MODE !== 'offline',
    }),
  ]);
  console.info(`[mock-backend] in-browser backend ready (scenario '${scenario}')`);
}
