import { PING_EXCELLENT_MS, PING_GOOD_MS } from '@/shared/config';

export type NetworkQuality = 'excellent' | 'good' | 'poor' | 'disconnected';

/** Spec 01 §4: excellent < 100 ms, good < 300 ms, poor ≥ 300 ms, disconnected on failure or offline. */
export function classifyPing(roundTripMs: number | null, online = true): NetworkQuality {
  if (!online || roundTripMs === null || !Number.isFinite(roundTripMs)) return 'disconnected';
  if (roundTripMs < PING_EXCELLENT_MS) return 'excellent';
  if (roundTripMs < PING_GOOD_MS) return 'good';
  return 'poor';
}

export const NETWORK_LABELS: Record<NetworkQuality, string> = {
  excellent: 'Excellent',
  good: 'Good',
  poor: 'Poor',
  disconnected: 'Disconnected',
};
