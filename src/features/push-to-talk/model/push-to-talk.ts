import { createEffect, createEvent, createStore, sample } from 'effector';
import { REALTIME_EVENTS, realtimeEmitted } from '@/shared/api';
import { PTT_RECORDING_SEND_DELAY_MS, PTT_RELEASE_DELAY_MS } from '@/shared/config';
import { delayFx } from '@/shared/lib';
import { $mutedByHost, $userRoomPhase, userLeaveConfirmed, userRoomClosed } from '@/entities/user-room';
import { localMicEnabledSet } from '@/entities/microphone';
import { $user } from '@/entities/user';

/**
 * Hold to speak (spec 02 §4): pressing enables the microphone, announces user-speaking and starts recording
 * a clip; releasing turns the microphone off after 500 ms, sends the stop message (user-stopped-speaking
 * without audio, so the host's indicator stops at once) and ends the clip, which goes 3 s after the release
 * (see clips.ts). A press within those 500 ms keeps talking, and recording, without a stop/start pair.
 */
export const talkPressed = createEvent();
export const talkReleased = createEvent();
/** The microphone went live: a clip starts. */
export const talkStarted = createEvent();
/** The microphone went off: the clip ends and may be sent at `sendAt`. */
export const talkStopped = createEvent<{ sendAt: number }>();

export const $talkPressed = createStore(false);
/** The microphone is live: from press until 500 ms after release. */
export const $talking = createStore(false);
const $releaseToken = createStore(0);
const $releasedAt = createStore(0);

export const releaseDelayFx = createEffect(async (token: number) => {
  await delayFx(PTT_RELEASE_DELAY_MS);
  return token;
});

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
sample({ clock: started, target: talkStarted });
sample({ clock: started, fn: () => true, target: localMicEnabledSet });
sample({
  clock: started,
  source: $userData,
  fn: (userData) => ({ event: REALTIME_EVENTS.userSpeaking, payload: userData }),
  target: realtimeEmitted,
});

const released = sample({ clock: talkReleased, source: $talkPressed, filter: Boolean });
$talkPressed.on(released, () => false);
$releasedAt.on(released, () => Date.now());
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

// Leaving the room while talking ends the clip at once, and it goes at once. (No reset of $talking on the
// close itself: a store reset by the same event would read as already stopped here.)
const leftWhileTalking = sample({
  clock: [userLeaveConfirmed, userRoomClosed],
  source: $talking,
  filter: Boolean,
});
$talkPressed.on(leftWhileTalking, () => false);
$releaseToken.on(leftWhileTalking, (token) => token + 1);

sample({
  clock: stopped,
  source: $releasedAt,
  fn: (releasedAt) => ({ sendAt: releasedAt + PTT_RECORDING_SEND_DELAY_MS }),
  target: talkStopped,
});
sample({
  clock: forcedStop,
  fn: () => ({ sendAt: Date.now() + PTT_RECORDING_SEND_DELAY_MS }),
  target: talkStopped,
});
sample({ clock: leftWhileTalking, fn: () => ({ sendAt: Date.now() }), target: talkStopped });

const stop = sample({ clock: [stopped, forcedStop, leftWhileTalking] });
$talking.on(stop, () => false);
sample({ clock: stop, fn: () => false, target: localMicEnabledSet });
sample({
  clock: stop,
  source: $userData,
  fn: (userData) => ({ event: REALTIME_EVENTS.userStoppedSpeaking, payload: { audioData: null, userData } }),
  target: realtimeEmitted,
});
