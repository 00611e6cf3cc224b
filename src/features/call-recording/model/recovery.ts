import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { $user } from '@/entities/user';
import {
  listUnfinishedRecordings,
  readUnfinishedParts,
  recordingFileName,
  type StoredRecording,
} from '@/shared/lib/recording';
import { deliverRecordingParts, type PartsDelivery } from '../lib/deliver';
import { RECORDING_MESSAGES, SAVED_NOTICES, type RecordingNotice } from './messages';
import { removeRecordingFilesFx } from './recording';
import { toastFx } from '@/shared/ui';

/**
 * Recordings a closed, reloaded or crashed tab left unfinished on disk: offered once per visit of the
 * dashboard or a call room, each saved (up to its last complete frame) or discarded.
 */
export const recoveryChecked = createEvent();
export const recoveryDismissed = createEvent();
export const unfinishedSaveClicked = createEvent<string>();
export const unfinishedDiscardClicked = createEvent<string>();

export const $unfinishedRecordings = createStore<StoredRecording[]>([]);
const $dismissed = createStore(false);
export const $recoveryOpen = sample({
  source: { list: $unfinishedRecordings, dismissed: $dismissed },
  fn: ({ list, dismissed }) => list.length > 0 && !dismissed,
});
/** The id being saved or discarded. */
export const $recoveryBusyId = createStore<string | null>(null);

/** The signed-in host's own: another account's recording on this device is never offered. */
export const listUnfinishedFx = attach({
  source: $user,
  effect: (host) => listUnfinishedRecordings('call', host?._id ?? ''),
});
export const saveUnfinishedFx = createEffect(async (recording: StoredRecording): Promise<PartsDelivery> => {
  // The MP3 up to its last complete frame, and the WAV after it if the encoder had failed.
  const parts = await readUnfinishedParts(recording.id);
  const endedAt = recording.startedAt + recording.durationMs;
  const delivery = await deliverRecordingParts(parts, (extension) =>
    recordingFileName(recording.startedAt, endedAt, undefined, extension),
  );
  // Delivered: a copy the browser would not remove stays on offer, never a reason to call the save failed.
  await removeRecordingFilesFx(recording.id).catch(() => undefined);
  return delivery;
});
export const discardUnfinishedFx = createEffect((recording: StoredRecording) =>
  removeRecordingFilesFx(recording.id),
);

sample({
  clock: recoveryChecked,
  source: listUnfinishedFx.pending,
  filter: (pending) => !pending,
  target: listUnfinishedFx,
});
$unfinishedRecordings.on(listUnfinishedFx.doneData, (_, list) => list);
$dismissed.on(recoveryDismissed, () => true).reset(recoveryChecked);

const pick = (list: StoredRecording[], id: string) => list.find((recording) => recording.id === id);
sample({
  clock: unfinishedSaveClicked,
  source: { list: $unfinishedRecordings, busy: $recoveryBusyId },
  filter: ({ list, busy }, id) => busy === null && pick(list, id) !== undefined,
  fn: ({ list }, id) => pick(list, id)!,
  target: saveUnfinishedFx,
});
sample({
  clock: unfinishedDiscardClicked,
  source: { list: $unfinishedRecordings, busy: $recoveryBusyId },
  filter: ({ list, busy }, id) => busy === null && pick(list, id) !== undefined,
  fn: ({ list }, id) => pick(list, id)!,
  target: discardUnfinishedFx,
});
$recoveryBusyId
  .on([saveUnfinishedFx, discardUnfinishedFx], (_, recording) => recording.id)
  .reset(saveUnfinishedFx.finally, discardUnfinishedFx.finally);
$unfinishedRecordings.on([saveUnfinishedFx.done, discardUnfinishedFx.done], (list, { params }) =>
  list.filter((recording) => recording.id !== params.id),
);

sample({
  clock: saveUnfinishedFx.doneData,
  fn: (delivery): RecordingNotice => SAVED_NOTICES[delivery],
  target: toastFx,
});
sample({
  clock: saveUnfinishedFx.fail,
  fn: (): RecordingNotice => ({ tone: 'error', text: RECORDING_MESSAGES.saveFailed }),
  target: toastFx,
});
sample({
  clock: discardUnfinishedFx.done,
  fn: (): RecordingNotice => ({ tone: 'info', text: RECORDING_MESSAGES.discarded }),
  target: toastFx,
});
sample({
  clock: discardUnfinishedFx.fail,
  fn: (): RecordingNotice => ({ tone: 'error', text: RECORDING_MESSAGES.discardFailed }),
  target: toastFx,
});
