import { createEffect, createEvent, createStore, sample } from 'effector';
import { realtimeEmitted } from '@/shared/api';
import { PTT_RELEASE_DELAY_MS } from '@/shared/config';
import { $mutedByHost, $userRoomPhase, localMicEnabledSet, userRoomClosed } from '@/entities/call';
import { $user } from '@/entities/user';

/**
 * Hold to speak (spec 02 §4): pressing enables the microphone and announces user-speaking; releasing turns
 * the microphone off after 500 ms and sends user-stopped-speaking (audioData stays null until the
 * recording work). A press within those 500 ms keeps talking without a stop/start pair.
 */
export const talkPressed = createEvent();
export const talkReleased = createEvent();

export const $talkPressed = createStore(false);
/** The microphone is live: from press until 500 ms after release. */
export const $talking = createStore(false);
const $releaseToken = createStore(0);

export const releaseDelayFx = createEffect(
  (token: number) => new Promise<number>((resolve) => setTimeout(() => resolve(token), PTT_RELEASE_DELAY_MS)),
);

const $userData = $user.map((user) => ({
  userName: user?.name ?? '',
  userId: user?.userId ?? '',
  _id: user?._id ?? '',
}));

const pressed = sample({
  clock: talkPressed,
  source: { pressed: $talkPressed, muted: $mutedByHost, phase: $userRoomPhase },
  filter: ({ pressed, muted, phase }) => !pressed && !muted && phase === 'connected',
});
$talkPressed.on(pressed, () => true);
$releaseToken.on(pressed, (token) => token + 1);
const started = sample({ clock: pressed, source: $talking, filter: (talking) => !talking });
$talking.on(started, () => true);
sample({ clock: started, fn: () => true, target: localMicEnabledSet });
sample({
  clock: started,
  source: $userData,
  fn: (userData) => ({ event: 'user-speaking', payload: userData }),
  target: realtimeEmitted,
});

const released = sample({ clock: talkReleased, source: $talkPressed, filter: Boolean });
$talkPressed.on(released, () => false);
sample({ clock: released, source: $releaseToken, target: releaseDelayFx });

const stopped = sample({
  clock: releaseDelayFx.doneData,
  source: { token: $releaseToken, pressed: $talkPressed, talking: $talking },
  filter: ({ token, pressed, talking }, done) => token === done && !pressed && talking,
});

// Muted by the host while talking: stop at once.
const forcedStop = sample({
  clock: $mutedByHost,
  source: $talking,
  filter: (talking, muted) => talking && muted,
});
$talkPressed.on(forcedStop, () => false);
$releaseToken.on(forcedStop, (token) => token + 1);

const stop = sample({ clock: [stopped, forcedStop] });
$talking.on(stop, () => false);
sample({ clock: stop, fn: () => false, target: localMicEnabledSet });
sample({
  clock: stop,
  source: $userData,
  fn: (userData) => ({ event: 'user-stopped-speaking', payload: { audioData: null, userData } }),
  target: realtimeEmitted,
});

$talkPressed.reset(userRoomClosed);
$talking.reset(userRoomClosed);
