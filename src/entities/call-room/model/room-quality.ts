import { attach, createEvent, createStore, sample, scopeBind, type Store } from 'effector';
import { readLinkQuality, type LinkQuality, type LossCounters } from '../lib/quality';
import type { CallPeer } from '@/shared/lib/webrtc';

export const QUALITY_SAMPLE_MS = 2000;

interface StatsSample {
  entries: Array<Record<string, unknown> & { type: string }>;
  iceState: RTCIceConnectionState;
}

/** Reads the peer's stats every 2 s into `$quality` (see lib/quality for the rules); stops with the peer. */
export function createQualityMonitor({ $peer }: { $peer: Store<CallPeer | null> }) {
  const statsRead = createEvent<StatsSample>();
  const $quality = createStore<LinkQuality | null>(null);
  const $counters = createStore<LossCounters | null>(null);
  const $stop = createStore<(() => void) | null>(null, { serialize: 'ignore' });

  const pollFx = attach({
    source: $stop,
    effect: (previous, peer: CallPeer | null) => {
      previous?.();
      if (!peer) return null;
      const read = scopeBind(statsRead, { safe: true });
      const sample = () => {
        if (peer.pc.signalingState === 'closed') return;
        void peer.pc.getStats().then(
          (report) =>
            read({
              entries: [...report.values()] as StatsSample['entries'],
              iceState: peer.pc.iceConnectionState,
            }),
          () => undefined,
        );
      };
      const timer = setInterval(sample, QUALITY_SAMPLE_MS);
      return () => clearInterval(timer);
    },
  });
  sample({ clock: $peer, target: pollFx });
  sample({ clock: pollFx.doneData, target: $stop });
  $quality.reset($peer);
  $counters.reset($peer);

  const read = sample({
    clock: statsRead,
    source: $counters,
    fn: (previous, { entries, iceState }) => readLinkQuality(entries, previous, iceState),
  });
  sample({ clock: read, fn: ({ quality }) => quality, target: $quality });
  sample({ clock: read, fn: ({ counters }) => counters, target: $counters });

  return { $quality, statsRead };
}
