import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchActiveCall } from '@/entities/call';
import { realtimeEvent, type Call } from '@/shared/api';

/**
 * The user dashboard's 'Active Call' card (spec 02 §2): loaded on open and re-fetched on call-started,
 * call-ended, active-call-updated and host-disconnected.
 */
export const userDashboardOpened = createEvent();
export const userDashboardClosed = createEvent();

export const fetchUserActiveCallFx = createEffect(fetchActiveCall);
export const $userActiveCall = createStore<Call | null>(null);
export const $userActiveCallLoading = fetchUserActiveCallFx.pending;
const $watching = createStore(false)
  .on(userDashboardOpened, () => true)
  .reset(userDashboardClosed);

const refreshEvents = ['call-started', 'call-ended', 'active-call-updated', 'host-disconnected'].map((name) =>
  realtimeEvent<unknown>(name),
);

sample({ clock: userDashboardOpened, target: fetchUserActiveCallFx });
sample({ clock: refreshEvents, source: $watching, filter: Boolean, target: fetchUserActiveCallFx });
sample({
  clock: fetchUserActiveCallFx.doneData,
  fn: (call) => (call && call.status === 'active' ? call : null),
  target: $userActiveCall,
});
$userActiveCall.reset(fetchUserActiveCallFx.fail);
