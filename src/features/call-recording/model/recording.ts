import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { reacquireMicFx } from '@/entities/microphone';
import { $user } from '@/entities/user';
import {
  deleteStoredRecording,
  isStorageLowForRecording,
  preloadMixRecorder,
  recordingFileName,
  requestPersistentStorage,
  startMixRecorder,
  type FinishedRecording,
  type MixRecorder,
} from '@/shared/lib/recording';
import { toastFx } from '@/shared/ui';
import { deliverRecordingParts, type PartsDelivery } from '../lib/deliver';
import { RECORDING_MESSAGES, SAVED_NOTICES, type RecordingNotice } from './messages';

/**
 * One model over 250 lines on purpose: every transition of one state machine, read top to bottom.
 * The host's local recording (spec 02 §4): idle, recording, stopped. The MP3 is written to disk while the
 * call goes on (shared/lib/recording); this model only decides when to start, stop, save or discard.
 */
export type RecordingState = 'idle' | 'recording' | 'stopped';

export interface RecordingSources {
  /** The host's microphone: recording can start once it is ready. */
  local: MediaStream | null;
  /** Each participant's incoming audio; joins and leaves while recording. */
  remote: readonly MediaStream[];
}

/** The host entered a call room: auto-start is armed for this room. */
export const recordingRoomEntered = createEvent();
/** The room closed without a decision: a running recording is stopped and kept on disk for recovery. */
export const recordingRoomLeft = createEvent();
export const recordingSourcesSet = createEvent<RecordingSources>();
/** The host's 'Auto Local Recording' preference (spec 02 §2). */
export const autoRecordingPreferenceSet = createEvent<boolean>();
export const recordingToggled = createEvent();
export const recordingStartRequested = createEvent();
export const recordingStopRequested = createEvent();
export const recordingSaveRequested = createEvent();
export const recordingDiscardRequested = createEvent();
export const lowStorageConfirmed = createEvent();
export const lowStorageDismissed = createEvent();

export const $recordingState = createStore<RecordingState>('idle');
export const $recordingStartedAt = createStore<number | null>(null);
const $recorder = createStore<MixRecorder | null>(null, { serialize: 'ignore' });
const $finished = createStore<FinishedRecording | null>(null, { serialize: 'ignore' });
const $sources = createStore<RecordingSources>({ local: null, remote: [] }, { serialize: 'ignore' });
const $autoPreference = createStore(false);
const $autoStartArmed = createStore(false);
/** Between the room's entry and its close: a start that settles after the close records nothing of the call. */
const $inRoom = createStore(false);
export const $lowStorageWarningOpen = createStore(false);

export const checkStorageFx = createEffect(async () => {
  // Asked once a recording is wanted: the browser then keeps the OPFS files under storage pressure.
  await requestPersistentStorage();
  return { low: await isStorageLowForRecording() };
});
/** The recorder's code, fetched as the host enters a room that may record. */
export const preloadRecorderFx = createEffect(preloadMixRecorder);
/** The file names the host it belongs to: after a crash it is offered to that host alone. */
export const startRecordingFx = attach({
  source: $user,
  effect: (host, streams: MediaStream[]) => startMixRecorder({ kind: 'call', streams, owner: host?._id }),
});
const setRecorderStreamsFx = createEffect(
  ({ recorder, streams }: { recorder: MixRecorder; streams: MediaStream[] }) => recorder.setStreams(streams),
);
export const stopRecordingFx = createEffect((recorder: MixRecorder) => recorder.stop());
/** A recorder whose start settled after its room closed: stopped and removed, so nothing keeps recording. */
const discardLateRecorderFx = createEffect((recorder: MixRecorder) => recorder.discard());

/** A track the OS, another app or an unplugged device ended still exists but records silence. */
const hasLiveAudio = (stream: MediaStream | null) =>
  Boolean(stream?.getAudioTracks().some((track) => track.readyState !== 'ended'));
/** The host's microphone opened again before a recording that would otherwise capture nothing of the host. */
export const refreshAudioStreamFx = createEffect(async (): Promise<MediaStream> => {
  const stream = await reacquireMicFx();
  if (!hasLiveAudio(stream)) throw new Error('The refreshed stream has no live audio track');
  return stream;
});

/** The recording's files in the browser's storage, removed once the host has them or chose to discard them. */
export const removeRecordingFilesFx = createEffect(deleteStoredRecording);

export type SaveOutcome = PartsDelivery | 'empty';
const hasAudio = (finished: FinishedRecording) => Boolean(finished.file || finished.wav);
export const saveRecordingFx = createEffect(async (finished: FinishedRecording): Promise<SaveOutcome> => {
  if (!hasAudio(finished)) return 'empty';
  const outcome = await deliverRecordingParts({ mp3: finished.file, wav: finished.wav }, (extension) =>
    recordingFileName(finished.startedAt, finished.endedAt, undefined, extension),
  );
  // The host has the file now: a copy the browser would not remove is offered again by the recovery, never
  // a reason to call the save failed.
  await removeRecordingFilesFx(finished.id).catch(() => undefined);
  return outcome;
});
/**
 * Discarding takes the recording out of the call even when the browser keeps its file ('kept'): the host
 * can still end the call, and the recovery offers the file again.
 */
export const discardRecordingFx = createEffect(
  async (finished: FinishedRecording): Promise<'removed' | 'kept'> => {
    try {
      await removeRecordingFilesFx(finished.id);
      return 'removed';
    } catch {
      return 'kept';
    }
  },
);

export const $recordingSaving = saveRecordingFx.pending;
/** Starting, stopping, saving or discarding: the controls wait. */
export const $recordingBusy = createStore(false);
sample({
  clock: [
    refreshAudioStreamFx.pending,
    startRecordingFx.pending,
    stopRecordingFx.pending,
    saveRecordingFx.pending,
    discardRecordingFx.pending,
  ],
  source: [
    refreshAudioStreamFx.pending,
    startRecordingFx.pending,
    stopRecordingFx.pending,
    saveRecordingFx.pending,
    discardRecordingFx.pending,
  ],
  fn: (pendings) => pendings.some(Boolean),
  target: $recordingBusy,
});

const allStreams = ({ local, remote }: RecordingSources) => (local ? [local, ...remote] : [...remote]);

$sources.on(recordingSourcesSet, (_, sources) => sources);
$autoPreference.on(autoRecordingPreferenceSet, (_, on) => on);
sample({ clock: recordingRoomEntered, target: preloadRecorderFx });
$autoStartArmed.on(recordingRoomEntered, () => true).reset(recordingRoomLeft);
$inRoom.on(recordingRoomEntered, () => true).reset(recordingRoomLeft);

// Toggle: the footer's one control.
sample({
  clock: recordingToggled,
  source: $recordingState,
  filter: (s) => s === 'idle',
  target: recordingStartRequested,
});
sample({
  clock: recordingToggled,
  source: $recordingState,
  filter: (s) => s === 'recording',
  target: recordingStopRequested,
});

// Auto-start (spec 02 §4): once per room, when the preference is on and the host's stream is ready.
const autoStart = sample({
  clock: [recordingRoomEntered, autoRecordingPreferenceSet, recordingSourcesSet],
  source: { armed: $autoStartArmed, on: $autoPreference, sources: $sources, state: $recordingState },
  filter: ({ armed, on, sources, state }) => armed && on && sources.local !== null && state === 'idle',
});
$autoStartArmed.on(autoStart, () => false);
sample({ clock: autoStart, target: recordingStartRequested });

// Starting: check the disk first; with less than an hour left the host decides.
sample({
  clock: recordingStartRequested,
  source: { state: $recordingState, busy: $recordingBusy, checking: checkStorageFx.pending },
  filter: ({ state, busy, checking }) => state === 'idle' && !busy && !checking,
  target: checkStorageFx,
});
$lowStorageWarningOpen
  .on(checkStorageFx.doneData, (_, { low }) => low)
  .reset(lowStorageConfirmed, lowStorageDismissed, recordingRoomLeft);
const mayStart = sample({
  clock: [checkStorageFx.doneData, checkStorageFx.fail, lowStorageConfirmed],
  filter: (result) => !(result && 'low' in result && result.low),
});
// The host's own stream must be live (spec 02 §8): a dead one is refreshed first, and a refresh that fails
// stops the start with the spec's message instead of recording silence.
sample({
  clock: mayStart,
  source: $sources,
  filter: (sources) => hasLiveAudio(sources.local),
  fn: allStreams,
  target: startRecordingFx,
});
const needsRefresh = sample({ clock: mayStart, source: $sources, filter: (s) => !hasLiveAudio(s.local) });
sample({
  clock: needsRefresh,
  fn: (): RecordingNotice => ({ tone: 'info', text: RECORDING_MESSAGES.refreshingStream }),
  target: toastFx,
});
sample({ clock: needsRefresh, fn: () => undefined, target: refreshAudioStreamFx });
sample({
  clock: refreshAudioStreamFx.doneData,
  source: $sources,
  fn: (sources, local) => allStreams({ ...sources, local }),
  target: startRecordingFx,
});
sample({
  clock: refreshAudioStreamFx.fail,
  fn: (): RecordingNotice => ({ tone: 'error', text: RECORDING_MESSAGES.streamUnavailable }),
  target: toastFx,
});

const recordingStarted = sample({
  clock: startRecordingFx.doneData,
  source: $inRoom,
  filter: (inRoom) => inRoom,
  fn: (_, recorder) => recorder,
});
sample({
  clock: startRecordingFx.doneData,
  source: $inRoom,
  filter: (inRoom) => !inRoom,
  fn: (_, recorder) => recorder,
  target: discardLateRecorderFx,
});
$recorder.on(recordingStarted, (_, recorder) => recorder);
$recordingState.on(recordingStarted, () => 'recording');
$recordingStartedAt.on(recordingStarted, (_, recorder) => recorder.startedAt);
sample({
  clock: recordingStarted,
  fn: (recorder): RecordingNotice =>
    recorder.audioTrackCount() === 0
      ? { tone: 'warning', text: RECORDING_MESSAGES.noAudioTracks }
      : { tone: 'success', text: RECORDING_MESSAGES.started },
  target: toastFx,
});
sample({
  clock: startRecordingFx.failData,
  fn: (error): RecordingNotice => ({ tone: 'error', text: RECORDING_MESSAGES.startFailed(error.message) }),
  target: toastFx,
});

// Participants joining and leaving change the mix of a running recording (also those who came meanwhile).
sample({
  clock: [recordingSourcesSet, recordingStarted],
  source: { recorder: $recorder, sources: $sources },
  filter: ({ recorder }) => recorder !== null,
  fn: ({ recorder, sources }) => ({ recorder: recorder!, streams: allStreams(sources) }),
  target: setRecorderStreamsFx,
});

// Stopping: the file is complete on disk; it waits for save or discard.
sample({
  clock: recordingStopRequested,
  source: { recorder: $recorder, busy: stopRecordingFx.pending },
  filter: ({ recorder, busy }) => recorder !== null && !busy,
  fn: ({ recorder }) => recorder!,
  target: stopRecordingFx,
});
$recorder.on(stopRecordingFx, () => null);
$finished.on(stopRecordingFx.doneData, (_, finished) => (hasAudio(finished) ? finished : null));
$recordingState.on(stopRecordingFx.doneData, (_, finished) => (hasAudio(finished) ? 'stopped' : 'idle'));
$recordingState.on(stopRecordingFx.fail, () => 'idle');
$recordingStartedAt.on(stopRecordingFx.doneData, (startedAt, finished) =>
  hasAudio(finished) ? startedAt : null,
);
$recordingStartedAt.reset(stopRecordingFx.fail);
sample({
  clock: stopRecordingFx.doneData,
  filter: (finished) => !hasAudio(finished),
  fn: (): RecordingNotice => ({ tone: 'error', text: RECORDING_MESSAGES.nothingCaptured }),
  target: toastFx,
});
sample({
  clock: stopRecordingFx.fail,
  fn: (): RecordingNotice => ({ tone: 'error', text: RECORDING_MESSAGES.saveFailed }),
  target: toastFx,
});

// Save or discard: from 'stopped', or straight from 'recording' (End Call): stop first, then go on.
type Decision = 'save' | 'discard';
const $decision = createStore<Decision | null>(null);
const decided = sample({
  clock: [
    recordingSaveRequested.map((): Decision => 'save'),
    recordingDiscardRequested.map((): Decision => 'discard'),
  ],
  source: { state: $recordingState, decision: $decision },
  filter: ({ state, decision }) => state !== 'idle' && decision === null,
  fn: (_, decision) => decision,
});
$decision.on(decided, (_, decision) => decision);
sample({
  clock: decided,
  source: $recordingState,
  filter: (s) => s === 'recording',
  target: recordingStopRequested,
});
const ready = sample({
  clock: [decided, stopRecordingFx.doneData],
  source: { finished: $finished, decision: $decision },
  filter: ({ finished, decision }) => finished !== null && decision !== null,
});
sample({
  clock: ready,
  filter: ({ decision }) => decision === 'save',
  fn: ({ finished }) => finished!,
  target: saveRecordingFx,
});
sample({
  clock: ready,
  filter: ({ decision }) => decision === 'discard',
  fn: ({ finished }) => finished!,
  target: discardRecordingFx,
});
// A recording that turned out empty has nothing to decide: the decision lapses with the stop.
sample({
  clock: stopRecordingFx.finally,
  source: $finished,
  filter: (finished) => finished === null,
  fn: () => null,
  target: $decision,
});
$decision.reset(saveRecordingFx.finally, discardRecordingFx.finally, recordingRoomLeft);

const SAVE_NOTICES: Record<SaveOutcome, RecordingNotice> = {
  ...SAVED_NOTICES,
  empty: { tone: 'warning', text: RECORDING_MESSAGES.emptyRecording },
};
sample({
  clock: saveRecordingFx.doneData,
  fn: (outcome) => SAVE_NOTICES[outcome],
  target: toastFx,
});
// A failed save keeps the recording: the file stays on disk and the host can try again.
sample({
  clock: saveRecordingFx.fail,
  fn: (): RecordingNotice => ({ tone: 'error', text: RECORDING_MESSAGES.saveFailed }),
  target: toastFx,
});
sample({
  clock: discardRecordingFx.doneData,
  fn: (files): RecordingNotice =>
    files === 'removed'
      ? { tone: 'info', text: RECORDING_MESSAGES.discarded }
      : { tone: 'warning', text: RECORDING_MESSAGES.discardedFileKept },
  target: toastFx,
});
$finished.reset(saveRecordingFx.done, discardRecordingFx.done);
$recordingState.on([saveRecordingFx.done, discardRecordingFx.done], () => 'idle');
$recordingStartedAt.reset(saveRecordingFx.done, discardRecordingFx.done);

/** Saved, shared or discarded: the End Call dialog goes on to end the call. */
export const recordingSettled = sample({
  clock: [saveRecordingFx.done, discardRecordingFx.done],
  fn: () => undefined,
});

// Leaving the room without a decision (kicked out, session ended): the recording is finished and left on
// disk, where the recovery dialog offers it next time; the room's state is forgotten.
export const abandonRecordingFx = createEffect(async (recorder: MixRecorder) => {
  await recorder.stop();
});
sample({ clock: recordingRoomLeft, source: $recorder, filter: Boolean, target: abandonRecordingFx });
$recorder.on(abandonRecordingFx, () => null);
$finished.reset(recordingRoomLeft);
$recordingState.reset(recordingRoomLeft);
$recordingStartedAt.reset(recordingRoomLeft);
