import { allSettled, createEvent, createStore, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallPeer } from '@/shared/lib/webrtc';
import { createQualityMonitor, QUALITY_SAMPLE_MS } from './room-quality';

const peerSet = createEvent<CallPeer | null>();
const $peer = createStore<CallPeer | null>(null).on(peerSet, (_, peer) => peer);
const { $quality } = createQualityMonitor({ $peer });

function peerWith(reports: Array<Array<Record<string, unknown>>>) {
  const getStats = vi.fn(async () => new Map((reports.shift() ?? []).map((entry, i) => [String(i), entry])));
  const pc = { signalingState: 'stable', iceConnectionState: 'connected', getStats };
  return { peer: { pc } as unknown as CallPeer, pc, getStats };
}

const pair = { type: 'candidate-pair', state: 'succeeded', nominated: true, currentRoundTripTime: 0.1 };
const inbound = (lost: number, received: number) => ({
  type: 'inbound-rtp',
  kind: 'audio',
  jitter: 0.01,
  packetsLost: lost,
  packetsReceived: received,
});

describe('connection quality monitor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('samples the peer every 2 s and turns poor when loss rises in the last interval', async () => {
    const scope = fork();
    const { peer, getStats } = peerWith([
      [pair, inbound(0, 100)],
      [pair, inbound(20, 150)],
    ]);
    await allSettled(peerSet, { scope, params: peer });
    expect(scope.getState($quality)).toBeNull();

    await vi.advanceTimersByTimeAsync(QUALITY_SAMPLE_MS);
    await allSettled(scope);
    expect(scope.getState($quality)).toMatchObject({ band: 'good', rttMs: 100, lossPercent: 0 });

    await vi.advanceTimersByTimeAsync(QUALITY_SAMPLE_MS);
    await allSettled(scope);
    // 20 lost of 70 in the interval
    expect(scope.getState($quality)).toMatchObject({ band: 'poor', lossPercent: 28.6 });
    expect(getStats).toHaveBeenCalledTimes(2);
  });

  it('shows the link lost while ICE is down, and its figures again once it reconnects', async () => {
    const scope = fork();
    const { peer, pc } = peerWith([
      [pair, inbound(0, 100)],
      [pair, inbound(0, 100)],
      [pair, inbound(0, 200)],
    ]);
    await allSettled(peerSet, { scope, params: peer });
    await vi.advanceTimersByTimeAsync(QUALITY_SAMPLE_MS);
    await allSettled(scope);
    expect(scope.getState($quality)?.band).toBe('good');

    pc.iceConnectionState = 'disconnected';
    await vi.advanceTimersByTimeAsync(QUALITY_SAMPLE_MS);
    await allSettled(scope);
    expect(scope.getState($quality)).toMatchObject({ band: 'lost', rttMs: null });

    pc.iceConnectionState = 'connected';
    await vi.advanceTimersByTimeAsync(QUALITY_SAMPLE_MS);
    await allSettled(scope);
    expect(scope.getState($quality)).toMatchObject({ band: 'good', rttMs: 100, lossPercent: 0 });
  });

  it('stops sampling and forgets the figures when the peer goes', async () => {
    const scope = fork();
    const { peer, getStats } = peerWith([[pair, inbound(0, 100)]]);
    await allSettled(peerSet, { scope, params: peer });
    await vi.advanceTimersByTimeAsync(QUALITY_SAMPLE_MS);
    await allSettled(scope);
    await allSettled(peerSet, { scope, params: null });
    expect(scope.getState($quality)).toBeNull();
    await vi.advanceTimersByTimeAsync(QUALITY_SAMPLE_MS * 3);
    expect(getStats).toHaveBeenCalledOnce();
  });
});
