import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $realtimeConnected, $socket, realtimeConnected } from '@/shared/api';
import { delayFx } from '@/shared/lib';
import { prepareMixRecorder, type PreparedMixRecorder } from '@/shared/lib/recording';
import {
  $hostStream,
  $userCall,
  $userRoomPhase,
  userLeaveConfirmed,
  userRoomOpened,
} from '@/entities/user-room';
import { $localStream } from '@/entities/microphone';
import { $user } from '@/entities/user';
import { startClipTake, type ClipTake } from '../lib/clip-take';
import {
  forgetClip,
  keepClipInMemory,
  readClip,
  readUnsentClips,
  writeUnsentClips,
  type UnsentClip,
} from '../lib/clip-store';
import { emitOverSocket, sendClip, type ClipSendOutcome } from '../lib/send-clip';
import { talkStarted, talkStopped } from './push-to-talk';

/**
 * Every press becomes a clip (spec 02 §4 'User speaking'): recorded while the microphone is live, written
 * to OPFS frame by frame, listed in `$unsentClips` (kept in localStorage) from its first second, and sent
 * 3 s after release. It leaves the list only when the server acknowledged it; until then a reconnect, the
 * next room visit or the next start of the app (`clipOutboxStarted`) sends it again.
 */
export const clipOutboxStarted = createEvent();
/** The server refused a clip for good (too large, not audio, storage full); the clip is dropped. */
export const clipRefused = createEvent<{ clipId: string; message: string }>();

export const $clipTake = createStore<ClipTake | null>(null, { serialize: 'ignore' });
export const $unsentClips = createStore<UnsentClip[]>([]);
const $sendingClip = createStore<string | null>(null);
const $owner = $user.map((user) => (user && !user.isHost ? user._id : null));
/** The user is leaving the room with a clip not yet acknowledged: the 'Saving Recording' modal. */
const $leaving = createStore(false);
export const $savingClipsShown = sample({
  source: { leaving: $leaving, clips: $unsentClips, take: $clipTake },
  fn: ({ leaving, clips, take }) => leaving && (clips.length > 0 || take !== null),
});

const clipRegistered = createEvent<UnsentClip>();
const sendRequested = createEvent();

const upsert = (clips: UnsentClip[], clip: UnsentClip) => [
  ...clips.filter((c) => c.clipId !== clip.clipId),
  clip,
];
const without = (clips: UnsentClip[], clipId: string) => clips.filter((c) => c.clipId !== clipId);

// ---- a recorder ready before the press ----

/**
 * A clip recorder prepared while the user is in the call and idle, so that pressing Hold to Speak only
 * starts it: building one costs tens of milliseconds of main thread on a phone, which would otherwise delay
 * the pressed button's next frame. The next one is prepared once a press has been recorded, outside any
 * input, and an unused one is released when the user leaves.
 */
const $spareRecorder = createStore<PreparedMixRecorder | null>(null, { serialize: 'ignore' });
const $mayTalk = combine($userRoomPhase, $owner, (phase, owner) => phase === 'connected' && owner !== null);
export const prepareClipRecorderFx = createEffect(() => prepareMixRecorder('clip'));
const releaseRecorderFx = createEffect((recorder: PreparedMixRecorder) => recorder.dispose());

// ---- recording a press ----

const streamsOf = (local: MediaStream | null, host: MediaStream | null) =>
  [local, host].filter((s): s is MediaStream => s !== null);

export const startClipFx = createEffect(
  ({ streams, prepared }: { streams: MediaStream[]; prepared: PreparedMixRecorder | null }) =>
    startClipTake(streams, prepared),
);
const clipReadyFx = createEffect((take: ClipTake) => take.ready);
const setTakeStreamsFx = createEffect(({ take, streams }: { take: ClipTake; streams: MediaStream[] }) =>
  take.setStreams(streams),
);
export const stopClipFx = createEffect(async ({ take, sendAt }: { take: ClipTake; sendAt: number }) => {
  const recorder = await take.ready;
  const finished = await take.stop();
  if (recorder && finished?.file && !recorder.persistent) keepClipInMemory(recorder.id, finished.file);
  return { clipId: recorder?.id ?? null, captured: Boolean(finished?.file), sendAt };
});
const forgetClipFx = createEffect(forgetClip);
const dueTimerFx = createEffect((sendAt: number) => delayFx(Math.max(0, sendAt - Date.now())));

sample({
  clock: talkStarted,
  source: { local: $localStream, host: $hostStream, prepared: $spareRecorder },
  fn: ({ local, host, prepared }) => ({ streams: streamsOf(local, host), prepared }),
  target: startClipFx,
});
$spareRecorder.reset(startClipFx);
sample({ clock: startClipFx.doneData, target: [$clipTake, clipReadyFx] });
// The host's audio arriving or the microphone changing during a press joins the mix.
sample({
  clock: [$localStream, $hostStream],
  source: { take: $clipTake, local: $localStream, host: $hostStream },
  filter: ({ take }) => take !== null,
  fn: ({ take, local, host }) => ({ take: take as ClipTake, streams: streamsOf(local, host) }),
  target: setTakeStreamsFx,
});
// Listed from its first second: a crash mid-press leaves a clip that the next visit still sends.
sample({
  clock: clipReadyFx.doneData,
  source: { owner: $owner, call: $userCall },
  filter: ({ owner, call }, recorder) => recorder !== null && owner !== null && Boolean(call?.meetingId),
  fn: ({ owner, call }, recorder): UnsentClip => ({
    clipId: recorder!.id,
    ownerId: owner as string,
    meetingId: call!.meetingId as string,
    startedAt: recorder!.startedAt,
    dueAt: null,
  }),
  target: clipRegistered,
});
$unsentClips.on(clipRegistered, upsert);

sample({
  clock: talkStopped,
  source: $clipTake,
  filter: Boolean,
  fn: (take, { sendAt }) => ({ take, sendAt }),
  target: stopClipFx,
});
$clipTake.reset(stopClipFx);

sample({
  clock: [$mayTalk.updates, stopClipFx.finally],
  source: { mayTalk: $mayTalk, spare: $spareRecorder, preparing: prepareClipRecorderFx.pending },
  filter: ({ mayTalk, spare, preparing }) => mayTalk && spare === null && !preparing,
  fn: () => undefined,
  target: prepareClipRecorderFx,
});
sample({ clock: prepareClipRecorderFx.doneData, filter: $mayTalk, target: $spareRecorder });
sample({
  clock: prepareClipRecorderFx.doneData,
  filter: $mayTalk.map((mayTalk) => !mayTalk),
  target: releaseRecorderFx,
});
const spareDropped = sample({
  clock: $mayTalk.updates,
  source: $spareRecorder,
  filter: (spare, mayTalk) => spare !== null && !mayTalk,
  fn: (spare) => spare as PreparedMixRecorder,
});
sample({ clock: spareDropped, target: releaseRecorderFx });
$spareRecorder.reset(spareDropped);
$unsentClips.on(stopClipFx.doneData, (clips, { clipId, captured, sendAt }) =>
  clips
    .map((clip) => (clip.clipId === clipId && captured ? { ...clip, dueAt: sendAt } : clip))
    .filter((clip) => captured || clip.clipId !== clipId),
);
sample({
  clock: stopClipFx.doneData,
  filter: ({ clipId, captured }) => clipId !== null && !captured,
  fn: ({ clipId }) => clipId as string,
  target: forgetClipFx,
});
sample({
  clock: stopClipFx.doneData,
  filter: ({ captured }) => captured,
  fn: ({ sendAt }) => sendAt,
  target: dueTimerFx,
});

// ---- sending, one clip at a time, each part acknowledged ----

export const sendClipFx = attach({
  source: { socket: $socket, user: $user },
  effect: ({ socket, user }, clip: UnsentClip): Promise<ClipSendOutcome> =>
    sendClip(
      clip,
      { userName: user?.name ?? '', userId: user?.userId ?? '', _id: user?._id ?? '' },
      { read: readClip, emit: emitOverSocket(socket) },
    ),
});

const nextDue = sample({
  clock: [sendRequested, realtimeConnected, dueTimerFx.done, sendClipFx.done],
  source: { clips: $unsentClips, sending: $sendingClip, connected: $realtimeConnected, owner: $owner },
  filter: ({ sending, connected, owner }) => sending === null && connected && owner !== null,
  fn: ({ clips, owner }) => {
    const now = Date.now();
    return clips.find((c) => c.ownerId === owner && c.dueAt !== null && c.dueAt <= now) ?? null;
  },
});
sample({ clock: nextDue, filter: Boolean, target: sendClipFx });
$sendingClip.on(sendClipFx, (_, clip) => clip.clipId).reset(sendClipFx.finally);

// Acknowledged, refused for good or nothing left: the clip leaves the list and the disk.
$unsentClips.on(sendClipFx.done, (clips, { params }) => without(clips, params.clipId));
sample({ clock: sendClipFx.done, fn: ({ params }) => params.clipId, target: forgetClipFx });
sample({
  clock: sendClipFx.done,
  filter: ({ result }) => result.status === 'refused',
  fn: ({ params, result }) => ({
    clipId: params.clipId,
    message: result.status === 'refused' ? result.message : '',
  }),
  target: clipRefused,
});
// A failure (offline, no acknowledgement) keeps the clip for the next connection.

// ---- leaving and coming back ----

// Leaving sends what waits at once instead of after the rest of the 3 s (the press itself ends in push-to-talk).
$leaving.on(userLeaveConfirmed, () => true).reset(userRoomOpened);
$unsentClips.on(userLeaveConfirmed, (clips) => {
  const now = Date.now();
  return clips.map((clip) => (clip.dueAt !== null && clip.dueAt > now ? { ...clip, dueAt: now } : clip));
});
sample({ clock: userLeaveConfirmed, target: sendRequested });

export const restoreClipsFx = attach({
  source: $owner,
  effect: (owner) => (owner ? readUnsentClips(owner) : []),
});
sample({ clock: [clipOutboxStarted, userRoomOpened, $owner.updates], target: restoreClipsFx });
$unsentClips.on(restoreClipsFx.doneData, (clips, stored) => {
  const known = new Set(clips.map((clip) => clip.clipId));
  const now = Date.now();
  // A clip stored while still recording belonged to a tab that closed or crashed mid-press: send what it has.
  const found = stored
    .filter((clip) => !known.has(clip.clipId))
    .map((clip) => ({ ...clip, dueAt: clip.dueAt ?? now }));
  return found.length > 0 ? [...clips, ...found] : clips;
});
sample({ clock: restoreClipsFx.done, target: sendRequested });

const persistClipsFx = createEffect(({ owner, clips }: { owner: string; clips: UnsentClip[] }) =>
  writeUnsentClips(owner, clips),
);
sample({
  clock: $unsentClips.updates,
  source: $owner,
  filter: Boolean,
  fn: (owner, clips) => ({ owner, clips: clips.filter((clip) => clip.ownerId === owner) }),
  target: persistClipsFx,
});
