export interface PullOptions {
  /** Indicator distance (after scaling) needed to trigger a refresh. */
  threshold: number;
  /** Finger travel to indicator distance ratio (resistance). */
  scale: number;
  /** Maximum indicator distance. */
  cap: number;
}

/** Indicator distance for a finger travel: scaled, never negative, never beyond the cap. */
export function pullDistance(travel: number, { scale, cap }: Pick<PullOptions, 'scale' | 'cap'>): number {
  if (!Number.isFinite(travel) || travel <= 0) return 0;
  return Math.min(cap, travel * scale);
}

export function isPastThreshold(distance: number, threshold: number): boolean {
  return distance >= threshold;
}

/** 0..1 progress towards the threshold (drives the indicator's rotation and opacity). */
export function pullProgress(distance: number, threshold: number): number {
  if (threshold <= 0) return 1;
  return Math.min(1, Math.max(0, distance / threshold));
}
