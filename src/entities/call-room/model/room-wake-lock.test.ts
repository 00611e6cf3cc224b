import { allSettled, createEvent, createStore, createWatch, fork, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWakeLock } from './room-wake-lock';

/** A screen wake lock the browser may release (tab hidden) or the page may release. */
class FakeSentinel extends EventTarget {
  released = false;
  readonly type = 'screen';
  onrelease = null;
  async release() {
    this.released = true;
  }
}

const callOpenSet = createEvent<boolean>();
const $callOpen = createStore(false).on(callOpenSet, (_, open) => open);
const { $wakeLock } = createWakeLock({ $callOpen });

let visibility: DocumentVisibilityState = 'visible';

/**
 * The locks a scope has held, in order. Counted per scope: the page's `visibilitychange` also reaches the
 * scopes of other call tests that share the document.
 */
function locksHeldBy(scope: Scope): WakeLockSentinel[] {
  const held: WakeLockSentinel[] = [];
  createWatch({
    unit: $wakeLock,
    scope,
    fn: (lock) => {
      if (lock) held.push(lock);
    },
  });
  return held;
}

function showPage(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('screen wake lock while a call is open', () => {
  beforeEach(() => {
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const request = vi.fn(async () => new FakeSentinel());
    vi.stubGlobal('navigator', { ...navigator, wakeLock: { request } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is held from opening the call to closing it', async () => {
    const scope = fork();
    const held = locksHeldBy(scope);
    await allSettled(callOpenSet, { scope, params: true });
    expect(held).toHaveLength(1);
    expect(scope.getState($wakeLock)).toBe(held[0]);

    await allSettled(callOpenSet, { scope, params: false });
    expect(held[0]?.released).toBe(true);
    expect(scope.getState($wakeLock)).toBeNull();
  });

  it('is requested again when the page becomes visible after the browser released it', async () => {
    const scope = fork();
    const held = locksHeldBy(scope);
    await allSettled(callOpenSet, { scope, params: true });
    // Hiding the tab: the browser releases the lock.
    const [first] = held as FakeSentinel[];
    if (first) first.released = true;
    showPage('hidden');
    await allSettled(scope);
    expect(held).toHaveLength(1);

    showPage('visible');
    await allSettled(scope);
    expect(held).toHaveLength(2);
    expect(scope.getState($wakeLock)).toBe(held[1]);

    // Visible again while the lock is still held: no second request.
    showPage('visible');
    await allSettled(scope);
    expect(held).toHaveLength(2);
  });

  it('is not requested on visibility once the call has closed', async () => {
    const scope = fork();
    const held = locksHeldBy(scope);
    await allSettled(callOpenSet, { scope, params: true });
    await allSettled(callOpenSet, { scope, params: false });
    showPage('visible');
    await allSettled(scope);
    expect(held).toHaveLength(1);
    expect(scope.getState($wakeLock)).toBeNull();
  });

  it('does nothing where the API is missing or refuses', async () => {
    vi.stubGlobal('navigator', { ...navigator, wakeLock: undefined });
    const scope = fork();
    await allSettled(callOpenSet, { scope, params: true });
    expect(scope.getState($wakeLock)).toBeNull();

    const request = vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    vi.stubGlobal('navigator', { ...navigator, wakeLock: { request } });
    const refused = fork();
    await allSettled(callOpenSet, { scope: refused, params: true });
    expect(request).toHaveBeenCalledOnce();
    expect(refused.getState($wakeLock)).toBeNull();
  });
});
