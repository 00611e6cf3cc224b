export { createCountdown } from './countdown';
export type { Countdown } from './countdown';
