// The user call page's gate: mounted with the route's meeting id, it opens the user room, and closes it on
// unmount (the room's lifecycle absorbs StrictMode's unmount and remount).
import { sample } from 'effector';
import { createGate } from 'effector-react';
import { userRoomClosed, userRoomOpened } from '@/entities/user-room';
import { callBackgroundRequested } from '@/entities/user';

type RouteTarget = { meetingId: string | null };

/** The page is mounted with its route's meeting id (set again when the route changes under it). */
export const UserCallGate = createGate<RouteTarget>({
  name: 'UserCallPage',
  defaultState: { meetingId: null },
});

// useGate sets the props it opened with (no update), and again when the route changes under the page; the
// state's reset on unmount comes with the gate already closed.
sample({
  clock: UserCallGate.state.updates,
  source: UserCallGate.status,
  filter: (mounted) => mounted,
  fn: (_, target) => target,
  target: userRoomOpened,
});
sample({ clock: UserCallGate.close, target: userRoomClosed });
sample({ clock: UserCallGate.open, target: callBackgroundRequested });
