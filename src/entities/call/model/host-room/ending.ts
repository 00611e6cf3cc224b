// Ending the call and closing the room: what is open is torn down, the server is told, the host lands on
// the dashboard, and the room's state is reset.
import { attach, createEvent, sample } from 'effector';
import { type Call, getErrorMessage, REALTIME_EVENTS, realtimeEmitted } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { connectivityWatchStopped, micReleased } from '../room-media';
import { clearCallStartedFx } from '../room-effects';
import { returnedFromCall } from '../room-exit';
import {
  $hostCall,
  $hostMuted,
  $hostPeers,
  $hostRoomPhase,
  $hostSpeaking,
  $participants,
  $participantStreams,
  $stopSampling,
  endCallConfirmed,
  endHostCallFx,
  hostReconnect,
  hostRoomExitRequested,
  hostRoomNoticeRaised,
  roomLeft,
  setupFailed,
} from './units';
import { stopSamplingFx } from './speaking';

const teardownFx = attach({
  source: { peers: $hostPeers, stop: $stopSampling },
  effect: ({ peers, stop }) => {
    stop?.();
    for (const peer of Object.values(peers)) peer.close();
  },
});
const teardown = createEvent();
sample({ clock: teardown, target: [teardownFx, micReleased, connectivityWatchStopped] });
$hostPeers.reset(teardownFx.done);
$participantStreams.reset(teardownFx.done);
$stopSampling.reset(teardownFx.done);
sample({ clock: teardownFx.done, target: stopSamplingFx.prepend(() => undefined) });

sample({
  clock: endCallConfirmed,
  source: { call: $hostCall, phase: $hostRoomPhase },
  filter: ({ call, phase }) => call !== null && phase !== 'leaving',
  fn: ({ call }) => (call as Call)._id,
  target: endHostCallFx,
});
sample({ clock: endHostCallFx, fn: () => 'leaving' as const, target: $hostRoomPhase });
sample({
  clock: endHostCallFx.failData,
  fn: (error) => ({ tone: 'error' as const, text: getErrorMessage(error, 'Failed to end call') }),
  target: hostRoomNoticeRaised,
});
// Ended or not, the host leaves for the dashboard (spec 02 §4).
sample({
  clock: endHostCallFx.finally,
  source: $hostCall,
  fn: (call) => ({ event: REALTIME_EVENTS.hostDisconnected, payload: { meetingId: call?.meetingId } }),
  target: realtimeEmitted,
});
sample({ clock: [endHostCallFx.finally, setupFailed], target: [teardown, clearCallStartedFx] });
sample({
  clock: [endHostCallFx.finally, setupFailed],
  fn: () => ({ to: ROUTES.dashboard, replace: true }),
  target: hostRoomExitRequested,
});
sample({ clock: endHostCallFx.finally, target: returnedFromCall });
$hostRoomPhase.on(setupFailed, () => 'idle');

sample({ clock: roomLeft, target: teardown });
$hostRoomPhase.reset(roomLeft);
$hostCall.reset(roomLeft);
$participants.reset(roomLeft);
$hostMuted.reset(roomLeft);
$hostSpeaking.reset(roomLeft);
sample({ clock: roomLeft, target: hostReconnect.reset });
