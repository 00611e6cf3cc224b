// The host ends the call (spec 02 §4): the server is told, the participant hears host-disconnected, and the
// room, ended or not, closes for the dashboard.
import { createEffect, createEvent, sample } from 'effector';
import { $hostCall, $hostRoomPhase, hostCallEndSettled, hostCallEndStarted } from '@/entities/host-room';
import { type Call, getErrorMessage, REALTIME_EVENTS, realtimeEmitted } from '@/shared/api';
import { toastFx } from '@/shared/ui';
import { endCallFromRoom } from '../api/end-call';

/** The end-call dialog's confirmation. A recording in progress is settled first (pages/host-call). */
export const endCallConfirmed = createEvent();
export const endHostCallFx = createEffect(endCallFromRoom);

sample({
  clock: endCallConfirmed,
  source: { call: $hostCall, phase: $hostRoomPhase },
  filter: ({ call, phase }) => call !== null && phase !== 'leaving',
  fn: ({ call }) => (call as Call)._id,
  target: endHostCallFx,
});
sample({ clock: endHostCallFx, target: hostCallEndStarted });
sample({
  clock: endHostCallFx.failData,
  fn: (error) => ({ tone: 'error' as const, text: getErrorMessage(error, 'Failed to end call') }),
  target: toastFx,
});
// Ended or not, the host leaves for the dashboard (spec 02 §4).
sample({
  clock: endHostCallFx.finally,
  source: $hostCall,
  fn: (call) => ({ event: REALTIME_EVENTS.hostDisconnected, payload: { meetingId: call?.meetingId } }),
  target: realtimeEmitted,
});
sample({ clock: endHostCallFx.finally, target: hostCallEndSettled });
