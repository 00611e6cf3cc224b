import { describe, expect, it, vi } from 'vitest';
import { blockHistoryPops, installHistoryPopGate, type PopTarget } from './pop-blocker';

type Listener = (event: PopStateEvent) => void;

/**
 * A browser tab's history with Chrome's order for a window's popstate listeners: the order they were added
 * in, until one calls `stopImmediatePropagation`. Entries carry react-router's `idx` unless `numbered` is
 * off. `go` arrives later, as a popstate, like the browser's. As in the app, the gate is installed before
 * the router adds its own listener, which records the entries it is told about.
 */
function fakeTab(entries: number, current: number, { numbered = true } = {}) {
  const listeners: Listener[] = [];
  let index = current;
  const pending: (() => void)[] = [];
  const entryState = () => (numbered ? { idx: index } : null);
  const tab: PopTarget = {
    addEventListener: (_type, listener) => listeners.push(listener),
    history: {
      get state() {
        return entryState();
      },
      go: (delta) => {
        pending.push(() => {
          index = Math.min(entries - 1, Math.max(0, index + delta));
          let stopped = false;
          const event = {
            state: entryState(),
            stopImmediatePropagation: () => {
              stopped = true;
            },
          } as unknown as PopStateEvent;
          for (const listener of [...listeners]) {
            if (stopped) break;
            listener(event);
          }
        });
      },
    },
  };
  installHistoryPopGate(tab);
  const routerSaw: number[] = [];
  tab.addEventListener('popstate', () => routerSaw.push(index));
  return {
    tab,
    routerSaw,
    /** The user presses Back (-1) or Forward (+1); the browser's popstates run until the tab is still. */
    press(delta: number) {
      tab.history.go(delta);
      while (pending.length) pending.shift()!();
    },
    get index() {
      return index;
    },
  };
}

describe('blockHistoryPops', () => {
  it('keeps Back on the current entry, hides the move from the router and reports it', () => {
    const browser = fakeTab(3, 2);
    const blocked = vi.fn();
    blockHistoryPops(browser.tab, blocked);

    browser.press(-1);

    expect(browser.index).toBe(2);
    expect(browser.routerSaw).toEqual([]);
    expect(blocked).toHaveBeenCalledTimes(1);
  });

  it('blocks Forward too, and every further try', () => {
    const browser = fakeTab(3, 1);
    const blocked = vi.fn();
    blockHistoryPops(browser.tab, blocked);

    browser.press(1);
    browser.press(-1);

    expect(browser.index).toBe(1);
    expect(browser.routerSaw).toEqual([]);
    expect(blocked).toHaveBeenCalledTimes(2);
  });

  it('lets the router see Back again once released', () => {
    const browser = fakeTab(3, 2);
    const blocked = vi.fn();
    const release = blockHistoryPops(browser.tab, blocked);

    release();
    browser.press(-1);

    expect(browser.index).toBe(1);
    expect(browser.routerSaw).toEqual([1]);
    expect(blocked).not.toHaveBeenCalled();
  });

  it('blocks nothing on entries the router did not number, since it could not step back to them', () => {
    const browser = fakeTab(3, 2, { numbered: false });
    const blocked = vi.fn();
    blockHistoryPops(browser.tab, blocked);

    browser.press(-1);

    expect(browser.index).toBe(1);
    expect(browser.routerSaw).toEqual([1]);
    expect(blocked).not.toHaveBeenCalled();
  });
});
