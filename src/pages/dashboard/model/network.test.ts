import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { wentOffline, wentOnline } from '@/shared/lib';
import { classifyPing } from '../lib/classify';
import { $networkQuality, $pingMs, NetworkStatusGate, pingFx, waitFx } from './network';

describe('classifyPing', () => {
  it.each([
    [0, 'excellent'],
    [99.9, 'excellent'],
    [100, 'good'],
    [299, 'good'],
    [300, 'poor'],
    [5000, 'poor'],
    [null, 'disconnected'],
    [Number.NaN, 'disconnected'],
  ] as const)('%s ms → %s', (ms, quality) => {
    expect(classifyPing(ms)).toBe(quality);
  });
  it('is disconnected while offline whatever the ping', () => {
    expect(classifyPing(20, false)).toBe('disconnected');
  });
});

describe('network status model', () => {
  it('pings on open, classifies, and polls after each wait', async () => {
    const results = [42, 180, 950];
    const ping = vi.fn(async () => results.shift() ?? 10);
    let waits = 0;
    const scope = fork({
      handlers: [
        [pingFx, ping],
        [
          waitFx,
          async () => {
            waits += 1;
            // A failed wait ends the loop after three rounds.
            if (waits >= 3) throw new Error('stop');
          },
        ],
      ],
    });
    await allSettled(NetworkStatusGate.open, { scope, params: {} });
    expect(ping).toHaveBeenCalledTimes(3);
    expect(scope.getState($networkQuality)).toBe('poor');
    expect(scope.getState($pingMs)).toBe(950);
  });

  it('goes disconnected on failure and offline, and re-checks when back online', async () => {
    let fail = true;
    const scope = fork({
      handlers: [
        [pingFx, async () => (fail ? Promise.reject(new Error('down')) : 55)],
        [waitFx, async () => Promise.reject(new Error('stop'))],
      ],
    });
    await allSettled(NetworkStatusGate.open, { scope, params: {} });
    expect(scope.getState($networkQuality)).toBe('disconnected');
    fail = false;
    await allSettled(wentOnline, { scope });
    expect(scope.getState($networkQuality)).toBe('excellent');
    expect(scope.getState($pingMs)).toBe(55);
    await allSettled(wentOffline, { scope });
    expect(scope.getState($networkQuality)).toBe('disconnected');
  });
});
