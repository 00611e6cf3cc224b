// The one owner of the realtime socket (spec 01 §4, §9): a signed-in session keeps one connection, for its
// live cards as for its call rooms. Rooms never connect; they wait for `realtimeConnected`, and a room that
// is done with the socket says so (`userRoomSocketReleased`) and lets this model close and reopen it.
import { combine, createEvent, createStore, sample } from 'effector';
import { userRoomExitRequested, userRoomSocketReleased } from '@/entities/open-room';
import { $token, $user } from '@/entities/user';
import {
  $realtimeConnected,
  $socket,
  realtimeConnectRequested,
  realtimeDisconnectRequested,
} from '@/shared/api';
import { wentOnline } from '@/shared/lib';

/** The app started with whatever session was stored. */
export const realtimeConnectionStarted = createEvent();

/** The token of a complete session (token and account), else null. */
const $credentials = combine($token, $user, (token, user) => (token && user ? token : null));
/** A room closed the socket on purpose and the user has not left that room yet. */
const $releasedByRoom = createStore(false);

const connectionNeeded = createEvent<string>();
sample({ clock: connectionNeeded, fn: (token) => ({ token }), target: realtimeConnectRequested });
$releasedByRoom.reset(connectionNeeded);

// Signed in (or a refreshed token): connect with it, replacing any socket of the old token. Signed out: close.
sample({ clock: $credentials.updates, filter: Boolean, target: connectionNeeded });
sample({
  clock: $credentials.updates,
  filter: (token) => token === null,
  target: realtimeDisconnectRequested,
});

sample({
  clock: realtimeConnectionStarted,
  source: { token: $credentials, socket: $socket },
  filter: ({ token, socket }) => token !== null && socket === null,
  fn: ({ token }) => token as string,
  target: connectionNeeded,
});

// Back online while the socket is down (it gave up its retries, or is still waiting for the next one).
sample({
  clock: wentOnline,
  source: { token: $credentials, connected: $realtimeConnected },
  filter: ({ token, connected }) => token !== null && !connected,
  fn: ({ token }) => token as string,
  target: connectionNeeded,
});

// The host ended the call: the user room's socket closes after 100 ms (spec 02 §4, §9), and the dashboard
// the user then lands on connects again.
sample({ clock: userRoomSocketReleased, target: realtimeDisconnectRequested });
$releasedByRoom.on(userRoomSocketReleased, () => true);
sample({
  clock: userRoomExitRequested,
  source: { released: $releasedByRoom, token: $credentials, socket: $socket },
  filter: ({ released, token, socket }) => released && token !== null && socket === null,
  fn: ({ token }) => token as string,
  target: connectionNeeded,
});
