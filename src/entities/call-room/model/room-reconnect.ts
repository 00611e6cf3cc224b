import { createEvent, createStore, sample, type Store } from 'effector';

/**
 * Reconnecting rules (spec 02 §4): set on browser offline, connect errors, socket disconnect and ICE failed
 * or disconnected; never when the call is ending or being left (`$blocked`) or was never established;
 * cleared on connection or ICE connected.
 */
export function createReconnectRules({ $blocked }: { $blocked: Store<boolean> }) {
  const connectionLost = createEvent<string>();
  const connectionRestored = createEvent();
  const established = createEvent();
  const left = createEvent();

  const $established = createStore(false)
    .on(established, () => true)
    .reset(left);
  const $reconnecting = createStore(false).reset(left);

  sample({
    clock: connectionLost,
    source: { established: $established, blocked: $blocked },
    filter: ({ established, blocked }) => established && !blocked,
    fn: () => true,
    target: $reconnecting,
  });
  sample({ clock: [connectionRestored, established], fn: () => false, target: $reconnecting });
  sample({ clock: $blocked, filter: Boolean, fn: () => false, target: $reconnecting });

  return { connectionLost, connectionRestored, established, left, $established, $reconnecting };
}
