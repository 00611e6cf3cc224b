// When the user counts as connected, and reconnecting while the socket, the network or ICE is down, with an
// ICE restart after a lost link (spec 02 §4).
import { attach, sample } from 'effector';
import {
  $realtimeConnected,
  realtimeConnected,
  realtimeConnectFailed,
  realtimeDisconnected,
} from '@/shared/api';
import { ICE_RESTART_DELAY_MS } from '@/shared/config';
import { delayFx } from '@/shared/lib';
import { $userPeer, $userRoomPhase, peerLinks, userReconnect } from './units';
import { browserWentOffline, browserWentOnline } from '@/entities/call-room/@x/user-room';

const iceConnected = sample({ clock: peerLinks.stateChanged, filter: ({ state }) => state === 'connected' });
sample({
  clock: iceConnected,
  source: $userRoomPhase,
  filter: (phase) => phase === 'joining',
  fn: () => 'connected' as const,
  target: $userRoomPhase,
});
sample({ clock: iceConnected, target: userReconnect.established });
sample({ clock: realtimeConnected, target: userReconnect.connectionRestored });
sample({
  clock: browserWentOnline,
  source: { connected: $realtimeConnected, peer: $userPeer },
  filter: ({ connected, peer }) => connected && peer?.pc.iceConnectionState === 'connected',
  target: userReconnect.connectionRestored,
});
const iceLost = sample({
  clock: peerLinks.stateChanged,
  filter: ({ state }) => state === 'failed' || state === 'disconnected',
});
sample({
  clock: [browserWentOffline, realtimeDisconnected, realtimeConnectFailed, iceLost],
  fn: () => 'lost',
  target: userReconnect.connectionLost,
});
const iceRestartFx = attach({
  source: $userPeer,
  effect: async (peer) => {
    await delayFx(ICE_RESTART_DELAY_MS);
    const state = peer?.pc.iceConnectionState;
    if (peer && (state === 'failed' || state === 'disconnected')) peer.pc.restartIce();
  },
});
sample({ clock: iceLost, target: iceRestartFx });
