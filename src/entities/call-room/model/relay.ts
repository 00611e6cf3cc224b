// The relay (TURN) servers of the open room (spec 02 §7): asked for before each join, again for every ICE
// restart, and whenever the credentials in hand are about to expire when a new link is made.
import { attach, combine, createEffect, createStore, sample, type Store, type Unit } from 'effector';
import { hasRelay, needsRelay } from '@/shared/lib/webrtc';
import { fetchIceServers, type CallIceServers } from '../api/room';

/** Credentials with less than this left are replaced before a link uses them. */
const CREDENTIAL_MARGIN_MS = 30_000;

/** GET /api/ice-servers (or the `VITE_ICE_SERVERS` override); a failure leaves the room with no servers. */
export const fetchIceServersFx = createEffect(fetchIceServers);
export const $relayServers = createStore<CallIceServers | null>(null, { serialize: 'ignore' }).on(
  fetchIceServersFx.doneData,
  (_, servers) => servers,
);

const isFresh = (servers: CallIceServers | null, now: number): servers is CallIceServers =>
  servers !== null && servers.expiresAt - now > CREDENTIAL_MARGIN_MS;

/**
 * The servers a new link (or an ICE restart, with `renew`) gathers with: the ones in hand while their
 * credentials last, else fresh ones. Without an answer from the backend, the last known (or none): a direct
 * path may still work.
 */
export const iceServersForLinkFx = attach({
  source: $relayServers,
  effect: async (current, { renew }: { renew: boolean }): Promise<RTCIceServer[]> => {
    if (!renew && isFresh(current, Date.now())) return current.iceServers;
    try {
      return (await fetchIceServersFx()).iceServers;
    } catch {
      return current?.iceServers ?? [];
    }
  },
});

/**
 * A room asks for its servers as soon as it asks to join (`asked`), alongside its own join request, so the
 * answer is usually in hand when the room is admitted (`admitted`, with what it announces): `ready` once both
 * are in and this device can use the servers, `missing` when it needs a relay (iOS) and the backend offers
 * none; `$joinableCall` is the room's call once ready (what it announces to the server, so no announcement goes
 * out before the check).
 */
export function relayBeforeJoin<T, C>(
  { asked, admitted }: { asked: Unit<unknown>; admitted: Unit<T> },
  $call: Store<C | null>,
) {
  const checkFx = createEffect(async () => {
    const servers = await fetchIceServersFx().catch(() => null);
    return !needsRelay() || (servers !== null && hasRelay(servers.iceServers));
  });
  sample({ clock: asked, target: checkFx });
  const $usable = createStore<boolean | null>(null, { serialize: 'ignore' })
    .on(checkFx.doneData, (_, usable) => usable)
    .reset(asked);
  const $admission = createStore<{ payload: T } | null>(null, { serialize: 'ignore' })
    .on(admitted, (_, payload) => ({ payload }))
    .reset(asked);
  // Whichever of the two arrives second settles the check.
  const $settled = combine($usable, $admission, (usable, admission) =>
    usable === null || admission === null ? null : { usable, payload: admission.payload },
  );
  const settled = sample({
    clock: $settled.updates,
    filter: (check): check is { usable: boolean; payload: T } => check !== null,
  });
  const ready = sample({ clock: settled, filter: ({ usable }) => usable, fn: ({ payload }) => payload });
  const missing = sample({ clock: settled, filter: ({ usable }) => !usable, fn: () => undefined });
  const $checked = createStore(false, { serialize: 'ignore' })
    .on(ready, () => true)
    .reset(asked);
  const $joinableCall = combine($call, $checked, (call, checked) => (checked ? call : null));
  return { ready, missing, $joinableCall };
}
