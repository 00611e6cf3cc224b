import { createEffect, createStore, sample } from 'effector';
import { fetchActiveCall } from '@/entities/call';
import { REALTIME_EVENTS, realtimeEvent, type Call } from '@/shared/api';
import { UserDashboardGate } from './gate';

/**
 * The user dashboard's 'Active Call' card (spec 02 §2): loaded with the dashboard and re-fetched on
 * call-started, call-ended, active-call-updated and host-disconnected while the page is open.
 */
export const fetchUserActiveCallFx = createEffect(fetchActiveCall);
export const $userActiveCall = createStore<Call | null>(null);

const refreshEvents = [
  REALTIME_EVENTS.callStarted,
  REALTIME_EVENTS.callEnded,
  REALTIME_EVENTS.activeCallUpdated,
  REALTIME_EVENTS.hostDisconnected,
].map((name) => realtimeEvent(name));

sample({ clock: refreshEvents, filter: UserDashboardGate.status, target: fetchUserActiveCallFx });
sample({
  clock: fetchUserActiveCallFx.doneData,
  fn: (call) => (call && call.status === 'active' ? call : null),
  target: $userActiveCall,
});
$userActiveCall.reset(fetchUserActiveCallFx.fail);
