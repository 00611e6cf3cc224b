import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { API_PATHS, apiClient } from '@/shared/api';
import { PING_INTERVAL_MS } from '@/shared/config';
import { classifyPing, type NetworkQuality } from '../lib/classify';

/** Open while a Network Status card is on screen: pings now and every 5 s. */
export const NetworkStatusGate = createGate<Record<string, never>>('NetworkStatus');
export const browserWentOnline = createEvent();
export const browserWentOffline = createEvent();

/** GET /api/ping without cache; resolves the round-trip time in ms (rejects on failure). */
export const pingFx = createEffect(async () => {
  const started = performance.now();
  await apiClient.get(API_PATHS.ping.replace(/^\//, ''), { cache: 'no-store', timeout: 10_000 });
  return performance.now() - started;
});
export const waitFx = createEffect(
  () => new Promise<void>((resolve) => setTimeout(resolve, PING_INTERVAL_MS)),
);
const readOnlineFx = createEffect(() =>
  typeof navigator === 'undefined' ? true : navigator.onLine !== false,
);

export const $pingMs = createStore<number | null>(null);
export const $networkQuality = createStore<NetworkQuality | null>(null);

sample({ clock: NetworkStatusGate.open, target: readOnlineFx });
sample({ clock: browserWentOnline, filter: NetworkStatusGate.status, target: readOnlineFx });
sample({ clock: readOnlineFx.doneData, filter: (online) => online, target: pingFx });
sample({
  clock: readOnlineFx.doneData,
  filter: (online) => !online,
  fn: () => 'disconnected' as const,
  target: $networkQuality,
});

$pingMs.on(pingFx.doneData, (_, ms) => Math.round(ms)).on([pingFx.fail, browserWentOffline], () => null);
$networkQuality
  .on(pingFx.doneData, (_, ms) => classifyPing(ms))
  .on([pingFx.fail, browserWentOffline], () => 'disconnected')
  .reset(NetworkStatusGate.close);

// Poll: each settled ping waits 5 s, then pings again while the gate is open.
sample({ clock: pingFx.finally, filter: NetworkStatusGate.status, target: waitFx });
sample({ clock: waitFx.done, filter: NetworkStatusGate.status, target: readOnlineFx });
