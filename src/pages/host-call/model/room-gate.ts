// The host call page's gate: mounted with the route's call `_id`, it opens the host room only in a tab that
// started or resumed the call (session flag callStarted, spec 02 §2); without it the host goes to the dashboard.
import { createEffect, sample } from 'effector';
import { createGate } from 'effector-react';
import { hostRoomClosed, hostRoomOpened } from '@/entities/host-room';
import { callBackgroundRequested } from '@/entities/user';
import { ROUTES, SESSION_KEYS } from '@/shared/config';
import { navigateFx, readString, removeKey } from '@/shared/lib';

type RouteTarget = { callId: string | null };

/** The page is mounted with its route's call `_id` (set again when the route changes under it). */
export const HostCallGate = createGate<RouteTarget>({
  name: 'HostCallPage',
  defaultState: { callId: null },
});

export const readCallStartedFx = createEffect((_target: { callId: string }) =>
  readString('session', SESSION_KEYS.callStarted),
);
const clearCallStartedFx = createEffect(() => removeKey('session', SESSION_KEYS.callStarted));

// useGate sets the props it opened with (no update), and again when the route changes under the page; the
// state's reset on unmount comes with the gate already closed.
const targeted = sample({
  clock: HostCallGate.state.updates,
  source: HostCallGate.status,
  filter: (mounted) => mounted,
  fn: (_, target) => target,
});

// No call id: the room itself says so and leaves (the flag is not read).
sample({ clock: targeted, filter: ({ callId }) => callId === null, target: hostRoomOpened });
sample({
  clock: targeted,
  filter: (target): target is { callId: string } => target.callId !== null,
  target: readCallStartedFx,
});
// A read settling after the page is gone (a real unmount, not StrictMode's remount) opens nothing.
const checked = sample({
  clock: readCallStartedFx.done,
  source: HostCallGate.status,
  filter: (mounted) => mounted,
  fn: (_, done) => done,
});
sample({
  clock: checked,
  filter: ({ result }) => result === 'true',
  fn: ({ params }) => params,
  target: hostRoomOpened,
});
// No flag: silently back to the dashboard in place of the room (no toast), the flag cleared as any exit does.
const refused = sample({ clock: checked, filter: ({ result }) => result !== 'true' });
sample({ clock: refused, target: clearCallStartedFx });
sample({ clock: refused, fn: () => ({ to: ROUTES.dashboard, replace: true }), target: navigateFx });

sample({ clock: HostCallGate.close, target: hostRoomClosed });
sample({ clock: HostCallGate.open, target: callBackgroundRequested });
