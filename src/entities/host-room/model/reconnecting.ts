// The host's reconnecting indicator follows the realtime connection and the browser's network state.
import { sample } from 'effector';
import { realtimeConnected, realtimeConnectFailed, realtimeDisconnected } from '@/shared/api';
import { hostReconnect } from './units';
import { browserWentOffline } from '@/entities/call-room/@x/host-room';

sample({
  clock: [browserWentOffline, realtimeDisconnected, realtimeConnectFailed],
  fn: () => 'lost',
  target: hostReconnect.connectionLost,
});
sample({ clock: realtimeConnected, target: hostReconnect.connectionRestored });
