import { attach, createEffect, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { API_PATHS, getApiClient } from '@/shared/api';
import { PING_INTERVAL_MS } from '@/shared/config';
import { $isOnline, delayFx, networkWatchStarted, wentOffline, wentOnline } from '@/shared/lib';
import { classifyPing, type NetworkQuality } from '../lib/classify';

/** Open while a Network Status card is on screen: pings now and every 5 s. */
export const NetworkStatusGate = createGate<Record<string, never>>('NetworkStatus');

/** GET /api/ping without cache; resolves the round-trip time in ms (rejects on failure). */
export const pingFx = createEffect(async () => {
  // The client is loaded before the clock starts: the round trip is the network's, not the first download's.
  const api = await getApiClient();
  const started = performance.now();
  await api.get(API_PATHS.ping.replace(/^\//, ''), { cache: 'no-store', timeout: 10_000 });
  return performance.now() - started;
});
export const waitFx = attach({ effect: delayFx, mapParams: () => PING_INTERVAL_MS });

export const $pingMs = createStore<number | null>(null);
export const $networkQuality = createStore<NetworkQuality | null>(null);

// Checks on open, when the browser comes back online, and after each wait: ping when online.
const backOnline = sample({ clock: wentOnline, filter: NetworkStatusGate.status });
const waited = sample({ clock: waitFx.done, filter: NetworkStatusGate.status });
const checkDue = sample({ clock: [NetworkStatusGate.open, backOnline, waited], source: $isOnline });
sample({ clock: NetworkStatusGate.open, target: networkWatchStarted });
sample({ clock: checkDue, filter: (online) => online, target: pingFx });
sample({
  clock: checkDue,
  filter: (online) => !online,
  fn: () => 'disconnected' as const,
  target: $networkQuality,
});

$pingMs.on(pingFx.doneData, (_, ms) => Math.round(ms)).on([pingFx.fail, wentOffline], () => null);
$networkQuality
  .on(pingFx.doneData, (_, ms) => classifyPing(ms))
  .on([pingFx.fail, wentOffline], () => 'disconnected')
  .reset(NetworkStatusGate.close);

// Poll: each settled ping waits 5 s, then pings again while the gate is open.
sample({ clock: pingFx.finally, filter: NetworkStatusGate.status, target: waitFx });
