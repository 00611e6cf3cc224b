import { allSettled, createWatch, fork } from 'effector';
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

  it('reports each change once however often it is started', async () => {
    const scope = fork();
    const reports: string[] = [];
    const unwatch = createWatch({ unit: wentOffline, scope, fn: () => reports.push('offline') });
    await allSettled(networkWatchStarted, { scope });
    await allSettled(networkWatchStarted, { scope });
    window.dispatchEvent(new Event('offline'));
    await allSettled(scope);
    expect(reports).toEqual(['offline']);
    expect(scope.getState($isOnline)).toBe(false);
    unwatch();
  });
});
