export { classifyPing, NETWORK_LABELS } from './lib/classify';
export type { NetworkQuality } from './lib/classify';
export {
  NetworkStatusGate,
  browserWentOnline,
  browserWentOffline,
  pingFx,
  waitFx,
  $pingMs,
  $networkQuality,
} from './model/network';
export { NetworkStatusCard } from './ui/NetworkStatusCard';
