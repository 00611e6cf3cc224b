import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $isOnline, networkWatchStarted, wentOffline } from './model';

afterEach(() => vi.restoreAllMocks());

describe('network model', () => {
  it('starts from navigator.onLine and follows the browser events into the scope', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const scope = fork();
    await allSettled(networkWatchStarted, { scope });
    expect(scope.getState($isOnline)).toBe(false);

    window.dispatchEvent(new Event('online'));
    await allSettled(scope);
    expect(scope.getState($isOnline)).toBe(true);
    window.dispatchEvent(new Event('offline'));
    await allSettled(scope);
    expect(scope.getState($isOnline)).toBe(false);
  });

  it('installs the listeners once however often it is started', async () => {
    const listen = vi.spyOn(globalThis, 'addEventListener');
    const scope = fork();
    await allSettled(networkWatchStarted, { scope });
    await allSettled(networkWatchStarted, { scope });
    expect(listen.mock.calls.filter(([type]) => type === 'offline')).toHaveLength(1);
    await allSettled(wentOffline, { scope });
    expect(scope.getState($isOnline)).toBe(false);
  });
});
