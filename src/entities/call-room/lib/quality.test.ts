import { describe, expect, it } from 'vitest';
import { oneWayDelayMs, qualityBand, readLinkQuality } from './quality';

const pair = (rtt: number) => ({
  type: 'candidate-pair',
  state: 'succeeded',
  nominated: true,
  currentRoundTripTime: rtt,
});
const inbound = (fields: Record<string, number>) => ({ type: 'inbound-rtp', kind: 'audio', ...fields });

describe('connection quality rules (ITU-T G.114 one-way delay bands)', () => {
  it('bands one-way delay: good up to 150 ms, fair up to 400 ms, poor beyond', () => {
    expect(qualityBand(150, 0)).toBe('good');
    expect(qualityBand(151, 0)).toBe('fair');
    expect(qualityBand(400, 0)).toBe('fair');
    expect(qualityBand(401, 0)).toBe('poor');
    expect(qualityBand(null, 0)).toBe('unknown');
  });

  it('lowers the band for packet loss: 3 % fair, 10 % poor', () => {
    expect(qualityBand(40, 2.9)).toBe('good');
    expect(qualityBand(40, 3)).toBe('fair');
    expect(qualityBand(40, 10)).toBe('poor');
    expect(qualityBand(200, 5)).toBe('fair');
  });

  it('estimates one-way delay as half the round trip, the jitter buffer and one Opus frame', () => {
    expect(oneWayDelayMs(100, 40)).toBe(110);
    expect(oneWayDelayMs(100, null)).toBe(70);
    expect(oneWayDelayMs(null, 40)).toBeNull();
  });

  it('reads RTT, jitter and the jitter buffer from a getStats report', () => {
    const { quality } = readLinkQuality([
      pair(0.12),
      inbound({
        jitter: 0.015,
        jitterBufferDelay: 4,
        jitterBufferEmittedCount: 100,
        packetsLost: 0,
        packetsReceived: 500,
      }),
    ]);
    // 60 + 40 + 20
    expect(quality).toEqual({ band: 'good', rttMs: 120, jitterMs: 15, lossPercent: 0, oneWayMs: 120 });
  });

  it('falls back to the remote report RTT and twice the jitter when the buffer figures are missing', () => {
    const { quality } = readLinkQuality([
      { type: 'remote-inbound-rtp', kind: 'audio', roundTripTime: 0.5 },
      inbound({ jitter: 0.05 }),
    ]);
    // 250 + 100 + 20
    expect(quality.oneWayMs).toBe(370);
    expect(quality.band).toBe('fair');
    expect(quality.lossPercent).toBeNull();
  });

  it('counts loss over the last interval, not since the call started', () => {
    const first = readLinkQuality([pair(0.02), inbound({ packetsLost: 50, packetsReceived: 950 })]);
    expect(first.quality.lossPercent).toBe(5);
    const second = readLinkQuality(
      [pair(0.02), inbound({ packetsLost: 50, packetsReceived: 1050 })],
      first.counters,
    );
    expect(second.quality.lossPercent).toBe(0);
    expect(second.quality.band).toBe('good');
    const third = readLinkQuality(
      [pair(0.02), inbound({ packetsLost: 65, packetsReceived: 1140 })],
      second.counters,
    );
    expect(third.quality.lossPercent).toBe(14.3);
    expect(third.quality.band).toBe('poor');
  });

  it('is lost while ICE is disconnected or failed, whatever round trip the report still holds', () => {
    const report = [pair(0.02), inbound({ packetsLost: 0, packetsReceived: 500 })];
    for (const iceState of ['disconnected', 'failed'] as const)
      expect(readLinkQuality(report, null, iceState).quality).toEqual({
        band: 'lost',
        rttMs: null,
        jitterMs: null,
        lossPercent: null,
        oneWayMs: null,
      });
    expect(readLinkQuality(report, null, 'checking').quality.band).toBe('good');
  });

  it('is unknown before any round trip is measured', () => {
    expect(readLinkQuality([]).quality.band).toBe('unknown');
  });
});
