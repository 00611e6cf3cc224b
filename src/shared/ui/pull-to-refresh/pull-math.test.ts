import { describe, expect, it } from 'vitest';
import { isPastThreshold, pullDistance, pullProgress } from './pull-math';

describe('pull-to-refresh maths', () => {
  const dashboard = { threshold: 80, scale: 0.4, cap: 120 };

  it('scales the finger travel and caps it', () => {
    expect(pullDistance(100, dashboard)).toBe(40);
    expect(pullDistance(200, dashboard)).toBe(80);
    expect(pullDistance(1000, dashboard)).toBe(120);
  });

  it('ignores upward or invalid travel', () => {
    expect(pullDistance(-50, dashboard)).toBe(0);
    expect(pullDistance(Number.NaN, dashboard)).toBe(0);
  });

  it('triggers from the threshold on (on the scaled distance)', () => {
    expect(isPastThreshold(pullDistance(199, dashboard), dashboard.threshold)).toBe(false);
    expect(isPastThreshold(pullDistance(200, dashboard), dashboard.threshold)).toBe(true);
  });

  it('reports progress between 0 and 1', () => {
    expect(pullProgress(0, 80)).toBe(0);
    expect(pullProgress(40, 80)).toBe(0.5);
    expect(pullProgress(120, 80)).toBe(1);
  });
});
