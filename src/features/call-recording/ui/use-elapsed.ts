import { useSyncExternalStore } from 'react';

const everySecond = (onTick: () => void) => {
  const timer = setInterval(onTick, 1000);
  return () => clearInterval(timer);
};
const never = () => () => undefined;
// Whole seconds, so the snapshot stays the same between ticks.
const currentSecond = () => Math.floor(Date.now() / 1000) * 1000;

/** Milliseconds since `startedAt`, refreshed every second while it is set (display only). */
export function useElapsed(startedAt: number | null): number {
  const now = useSyncExternalStore(startedAt === null ? never : everySecond, currentSecond);
  return startedAt === null ? 0 : Math.max(0, now - Math.floor(startedAt / 1000) * 1000);
}
