// Ending the call and closing the room: what is open is torn down, the host lands on the dashboard, and the
// room's state is reset (features/host-controls asks the server to end the call).
import { attach, sample } from 'effector';
import { ROUTES } from '@/shared/config';
import { returnedFromCall } from '@/entities/open-room/@x/host-room';
import {
  $hostCall,
  $hostMuted,
  $hostPeers,
  $hostRoomPhase,
  $hostSpeaking,
  $participants,
  $participantStreams,
  $stopSampling,
  hostCallEndSettled,
  hostCallEndStarted,
  hostReconnect,
  hostRoomExitRequested,
  roomLeft,
  setupFailed,
} from './units';
import { stopSamplingFx } from './speaking';
import { clearCallStartedFx, createTeardown, resetOn } from '@/entities/call-room/@x/host-room';

const teardownFx = attach({
  source: { peers: $hostPeers, stop: $stopSampling },
  effect: ({ peers, stop }) => {
    stop?.();
    for (const peer of Object.values(peers)) peer.close();
  },
});
const roomTornDown = createTeardown(teardownFx);
$hostPeers.reset(teardownFx.done);
$participantStreams.reset(teardownFx.done);
$stopSampling.reset(teardownFx.done);
sample({ clock: teardownFx.done, target: stopSamplingFx.prepend(() => undefined) });

sample({ clock: hostCallEndStarted, fn: () => 'leaving' as const, target: $hostRoomPhase });
sample({ clock: [hostCallEndSettled, setupFailed], target: [roomTornDown, clearCallStartedFx] });
sample({
  clock: [hostCallEndSettled, setupFailed],
  fn: () => ({ to: ROUTES.dashboard, replace: true }),
  target: hostRoomExitRequested,
});
sample({ clock: hostCallEndSettled, target: returnedFromCall });
$hostRoomPhase.on(setupFailed, () => 'idle');

sample({ clock: roomLeft, target: roomTornDown });
resetOn(roomLeft, [$hostRoomPhase, $hostCall, $participants, $hostMuted, $hostSpeaking]);
sample({ clock: roomLeft, target: hostReconnect.left });
