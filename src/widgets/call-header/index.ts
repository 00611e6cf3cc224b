export { CallHeader } from './ui/CallHeader';
export type { CallHeaderProps } from './ui/CallHeader';
export { formatCallClock, formatElapsed } from './ui/clock';
