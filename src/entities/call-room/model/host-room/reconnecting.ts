// The host's reconnecting indicator follows the realtime connection and the browser's network state.
import { sample } from 'effector';
import { realtimeConnected, realtimeConnectFailed, realtimeDisconnected } from '@/shared/api';
import { browserWentOffline } from '../connectivity';
import { hostReconnect } from './units';

sample({
  clock: [browserWentOffline, realtimeDisconnected, realtimeConnectFailed],
  fn: () => 'lost',
  target: hostReconnect.connectionLost,
});
sample({ clock: realtimeConnected, target: hostReconnect.connectionRestored });
