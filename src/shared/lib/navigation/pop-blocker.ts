import { useEffect, useRef } from 'react';

/** The parts of `window` the blocker uses, so tests can hand it their own. */
export interface PopTarget {
  addEventListener(type: 'popstate', listener: (event: PopStateEvent) => void): void;
  history: { readonly state: unknown; go(delta: number): void };
}

type PopHandler = (event: PopStateEvent) => void;

const gates = new WeakMap<PopTarget, Set<PopHandler>>();

/**
 * One popstate listener that runs the blockers before any later listener, react-router's among them. Chrome
 * runs a window's popstate listeners in the order they were added, capture phase or not, so this must be
 * installed before the router mounts (the app does it first thing, src/app/entrypoint/App.tsx). Idempotent.
 */
export function installHistoryPopGate(target: PopTarget = window) {
  if (gates.has(target)) return;
  const handlers = new Set<PopHandler>();
  gates.set(target, handlers);
  target.addEventListener('popstate', (event) => {
    for (const handler of [...handlers]) handler(event);
  });
}

/** react-router's browser history numbers its entries in `history.state.idx`. */
const entryIndex = (state: unknown): number | undefined => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
};

/**
 * Keeps the browser's Back and Forward on the current entry until the returned function is called, and calls
 * `onBlocked` for each try instead. The router never sees the move: the gate stops the event before the
 * router's listener and steps the browser back to the entry it left (a second popstate, swallowed too).
 * Entries are told apart by react-router's `idx`; without it nothing is blocked, as there is no way back.
 */
export function blockHistoryPops(target: PopTarget, onBlocked: () => void): () => void {
  installHistoryPopGate(target);
  const handlers = gates.get(target)!;
  const home = entryIndex(target.history.state);
  let returning = false;
  const onPop: PopHandler = (event) => {
    if (home === undefined) return;
    if (returning) {
      returning = false;
      event.stopImmediatePropagation();
      return;
    }
    const reached = entryIndex(event.state);
    if (reached === undefined || reached === home) return;
    event.stopImmediatePropagation();
    returning = true;
    target.history.go(home - reached);
    onBlocked();
  };
  handlers.add(onPop);
  return () => handlers.delete(onPop);
}

/** While `active`, Back and Forward stay on this page and call `onBlocked` instead (e.g. to ask first). */
export function useHistoryPopBlocker(active: boolean, onBlocked: () => void) {
  const latest = useRef(onBlocked);
  useEffect(() => {
    latest.current = onBlocked;
  }, [onBlocked]);
  useEffect(() => {
    if (!active) return;
    const release = blockHistoryPops(window, () => latest.current());
    return () => {
      release();
    };
  }, [active]);
}
