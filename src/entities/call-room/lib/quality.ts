/**
 * Connection quality of a call from `RTCPeerConnection.getStats()`, as pure rules. The band follows
 * ITU-T G.114's one-way (mouth-to-ear) delay: good up to 150 ms, fair up to 400 ms, poor beyond. Packet loss
 * lowers the band too (Opus conceals a few percent; beyond that words drop out), so the badge turns amber or
 * red before the user hears the problem. A link whose ICE is disconnected or failed carries no audio at all,
 * whatever its last figures said: it is 'lost' until it connects again.
 */
export type QualityBand = 'good' | 'fair' | 'poor' | 'lost' | 'unknown';

export interface LinkQuality {
  band: QualityBand;
  /** Round-trip time of the active candidate pair (or the remote report), in ms. */
  rttMs: number | null;
  /** Inbound audio jitter, in ms. */
  jitterMs: number | null;
  /** Inbound audio packets lost since the previous sample, in percent. */
  lossPercent: number | null;
  /** Estimated one-way delay: half the round trip, the jitter buffer and one 20 ms Opus frame. */
  oneWayMs: number | null;
}

/** The counters kept between samples, to turn cumulative loss into loss over the last interval. */
export interface LossCounters {
  lost: number;
  received: number;
}

export const GOOD_ONE_WAY_MS = 150;
export const FAIR_ONE_WAY_MS = 400;
export const FAIR_LOSS_PERCENT = 3;
export const POOR_LOSS_PERCENT = 10;
const OPUS_FRAME_MS = 20;

type StatsEntry = Record<string, unknown> & { type: string };

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export function oneWayDelayMs(rttMs: number | null, jitterBufferMs: number | null): number | null {
  if (rttMs === null) return null;
  return Math.round(rttMs / 2 + (jitterBufferMs ?? 0) + OPUS_FRAME_MS);
}

export function qualityBand(oneWayMs: number | null, lossPercent: number | null): QualityBand {
  if (oneWayMs === null) return 'unknown';
  const loss = lossPercent ?? 0;
  if (oneWayMs > FAIR_ONE_WAY_MS || loss >= POOR_LOSS_PERCENT) return 'poor';
  if (oneWayMs > GOOD_ONE_WAY_MS || loss >= FAIR_LOSS_PERCENT) return 'fair';
  return 'good';
}

const LINK_DOWN: ReadonlySet<RTCIceConnectionState> = new Set(['disconnected', 'failed']);
const LOST: LinkQuality = { band: 'lost', rttMs: null, jitterMs: null, lossPercent: null, oneWayMs: null };

/**
 * Reads one getStats() report into the figures and band; `previous` makes loss a per-interval figure. With the
 * link down (`iceState`), the report still holds the round trip of its last good moment, so no figure is shown.
 */
export function readLinkQuality(
  report: Iterable<StatsEntry>,
  previous: LossCounters | null = null,
  iceState: RTCIceConnectionState = 'connected',
): { quality: LinkQuality; counters: LossCounters | null } {
  const entries = [...report];
  const pair = entries.find(
    (entry) => entry.type === 'candidate-pair' && (entry.nominated === true || entry.state === 'succeeded'),
  );
  const remote = entries.find((entry) => entry.type === 'remote-inbound-rtp' && entry.kind === 'audio');
  const inbound = entries.find((entry) => entry.type === 'inbound-rtp' && entry.kind === 'audio');

  const rttSeconds = num(pair?.currentRoundTripTime) ?? num(remote?.roundTripTime);
  const rttMs = rttSeconds === null ? null : Math.round(rttSeconds * 1000);
  const jitterSeconds = num(inbound?.jitter);
  const jitterMs = jitterSeconds === null ? null : Math.round(jitterSeconds * 1000);
  const bufferDelay = num(inbound?.jitterBufferDelay);
  const emitted = num(inbound?.jitterBufferEmittedCount);
  // Average time a sample waited in the jitter buffer; without it, twice the jitter is the usual target.
  const bufferMs =
    bufferDelay !== null && emitted
      ? (bufferDelay / emitted) * 1000
      : jitterMs === null
        ? null
        : 2 * jitterMs;

  const lost = num(inbound?.packetsLost);
  const received = num(inbound?.packetsReceived);
  const counters = lost !== null && received !== null ? { lost, received } : null;
  let lossPercent: number | null = null;
  if (counters) {
    const lostNow = counters.lost - (previous?.lost ?? 0);
    const receivedNow = counters.received - (previous?.received ?? 0);
    const total = lostNow + receivedNow;
    lossPercent = total > 0 ? Math.round((Math.max(lostNow, 0) / total) * 1000) / 10 : 0;
  }

  if (LINK_DOWN.has(iceState)) return { quality: LOST, counters };
  const oneWayMs = oneWayDelayMs(rttMs, bufferMs === null ? null : Math.round(bufferMs));
  return {
    quality: { band: qualityBand(oneWayMs, lossPercent), rttMs, jitterMs, lossPercent, oneWayMs },
    counters,
  };
}
