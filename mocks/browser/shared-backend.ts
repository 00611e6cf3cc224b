import { sync } from '@msw/data/extensions/sync';
import { http, HttpResponse } from 'msw';
import { SESSION_KEYS } from '../../src/shared/config/storage-keys';
import { createTokenKey, setTokenKey } from '../auth/tokens';
import { resetThrottles } from '../auth/throttle';
import { isScenarioName, type ScenarioName } from '../data/accounts';
import { db } from '../data/db';
import { backendEvents } from '../data/events';
import { setStoredFilesCap } from '../data/file-storage';
import { clearOutbox } from '../data/outbox';
import { resetDatabase } from '../data/seed';
import { hydrateDatabase, persistChanges, snapshotDatabase, type PersistedChanges } from './persistence';
import { resetBrowserRealtime } from './realtime';
import { createRealtimeRelay, localRealtimeEndpoint, type RelayChannel } from './realtime-relay';
import { routeRealtimeTo } from './socket-io-link';
import { openIndexedDbStorage, type RecordStorage } from './storage';

/**
 * The in-browser backend of the offline and demo modes, shared by every tab of the origin and kept across
 * reloads: its collections (with the sessions) and the token key live in IndexedDB, `sync()` mirrors every
 * change to the other tabs, and one tab (the holder of a Web Lock) runs the realtime server for all of them.
 * Tabs start one at a time (a lock), so the first seeds and the others load what it stored.
 */
export const STORED_FILES_CAP_BYTES = 100 * 1024 * 1024;
/** Same path as the Node backend's reset route. */
export const RESET_PATH = '/__mock-backend/reset';

const LOCKS = {
  start: 'parley-mock-backend/start',
  realtime: 'parley-mock-backend/realtime',
  tab: (tab: string) => `parley-mock-backend/tab/${tab}`,
};
const CHANNELS = { realtime: 'parley-mock-backend/realtime', control: 'parley-mock-backend/control' };
const META = { scenario: 'scenario', tokenKey: 'tokenKey', reseed: 'reseed' };

type ControlMessage = { kind: 'reset'; scenario: ScenarioName };

const forever = () => new Promise<never>(() => {});

interface SharedBackend {
  storage: RecordStorage;
  persisted: PersistedChanges;
  control: BroadcastChannel;
}

let shared: SharedBackend | null = null;

/** Every tab (this one last) leaves its stale state and loads the new seed, which it then announces. */
function reloadOntoSeed(scenario: ScenarioName): void {
  shared?.persisted.stop();
  sessionStorage.setItem(SESSION_KEYS.demoDataReset, scenario);
  const url = new URL(location.href);
  url.searchParams.delete('scenario');
  location.replace(url.href);
}

/**
 * Loads the stored data, or seeds `requested` (or the stored scenario, or `default`) when nothing is stored,
 * a reset asked for a new seed, or the page names another scenario. Returns the scenario and whether it was
 * seeded over data other tabs are showing.
 */
async function loadOrSeed(
  storage: RecordStorage,
  requested: ScenarioName | null,
): Promise<{ scenario: ScenarioName; replaced: boolean }> {
  const { records, meta } = await storage.read();
  const storedKey = meta.get(META.tokenKey);
  const tokenKey = storedKey instanceof Uint8Array ? new Uint8Array(storedKey) : createTokenKey();
  setTokenKey(tokenKey);
  const stored = meta.get(META.scenario);
  const storedScenario = typeof stored === 'string' && isScenarioName(stored) ? stored : null;
  const scenario = requested ?? storedScenario ?? 'default';
  const reseed =
    meta.get(META.reseed) === true ||
    records.length === 0 ||
    storedScenario === null ||
    scenario !== storedScenario;
  if (!reseed) {
    await hydrateDatabase(db, records);
    return { scenario, replaced: false };
  }
  await resetDatabase(scenario);
  await storage.write({
    clear: true,
    put: snapshotDatabase(db),
    meta: { [META.scenario]: scenario, [META.tokenKey]: tokenKey, [META.reseed]: false },
  });
  return { scenario, replaced: records.length > 0 && meta.get(META.reseed) !== true };
}

function startRealtimeRelay(tab: string): void {
  const relay = createRealtimeRelay({
    channel: new BroadcastChannel(CHANNELS.realtime) as unknown as RelayChannel,
    tab,
    local: localRealtimeEndpoint(),
    events: backendEvents,
    watchTab: (other, gone) => void navigator.locks.request(LOCKS.tab(other), () => gone()),
  });
  routeRealtimeTo(relay.endpoint);
  // The first tab leads at once; later ones queue and take over when the leader's tab closes.
  void navigator.locks.request(LOCKS.realtime, { ifAvailable: true }, (lock) => {
    if (lock) {
      relay.becomeLeader();
      return forever();
    }
    void navigator.locks.request(LOCKS.realtime, () => {
      relay.becomeLeader();
      return forever();
    });
    return undefined;
  });
}

/** Starts this tab's part of the shared backend; resolves with the scenario it serves. */
export async function startSharedBackend(requested: ScenarioName | null): Promise<ScenarioName> {
  const tab = crypto.randomUUID();
  // Held for the page's life: the leader sees the tab close when it is released.
  void navigator.locks.request(LOCKS.tab(tab), forever);
  const storage = await openIndexedDbStorage();
  const control = new BroadcastChannel(CHANNELS.control);
  const { scenario, replaced } = await navigator.locks.request(LOCKS.start, () =>
    loadOrSeed(storage, requested),
  );
  // Hooks go on after the load, so loading stores and broadcasts nothing.
  const persisted = persistChanges(db, storage);
  for (const collection of Object.values(db)) sync().extend(collection);
  shared = { storage, persisted, control };
  setStoredFilesCap(STORED_FILES_CAP_BYTES);
  control.addEventListener('message', (event: MessageEvent<ControlMessage>) => {
    if (event.data?.kind === 'reset') reloadOntoSeed(event.data.scenario);
  });
  if (replaced) control.postMessage({ kind: 'reset', scenario } satisfies ControlMessage);
  startRealtimeRelay(tab);
  return scenario;
}

/**
 * Resets every tab to a fresh seed of `scenario`: the stored data is marked for a new seed, every tab reloads
 * (this one once the answer is sent) and the first to start seeds it.
 */
export async function resetSharedBackend(scenario: ScenarioName): Promise<void> {
  const backend = shared;
  if (!backend) return;
  await navigator.locks.request(LOCKS.start, async () => {
    backend.persisted.stop();
    await backend.storage.write({ meta: { [META.scenario]: scenario, [META.reseed]: true } });
  });
  resetBrowserRealtime();
  clearOutbox();
  resetThrottles();
  backend.control.postMessage({ kind: 'reset', scenario } satisfies ControlMessage);
  setTimeout(() => reloadOntoSeed(scenario), 0);
}

/** `POST /__mock-backend/reset?scenario=`: a same-origin JSON request, as on the Node backend. */
export const resetHandler = http.post(`*${RESET_PATH}`, async ({ request }) => {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    return HttpResponse.json({ message: 'Reset takes an application/json request' }, { status: 415 });
  }
  if (new URL(request.url).origin !== location.origin) {
    return HttpResponse.json({ message: 'Reset accepts only same-origin requests' }, { status: 403 });
  }
  const wanted = new URL(request.url).searchParams.get('scenario');
  const scenario = isScenarioName(wanted) ? wanted : 'default';
  await resetSharedBackend(scenario);
  return HttpResponse.json({ scenario });
});
