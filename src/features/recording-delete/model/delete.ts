import { createEffect, createEvent, createStore, sample } from 'effector';
import {
  FAILED_TO_DELETE_FOLDER,
  FAILED_TO_DELETE_RECORDING,
  deleteRecording,
  deleteRecordingFolder,
  type RecordingScope,
} from '@/entities/recording';
import { $isHost } from '@/entities/user';
import { getErrorMessage } from '@/shared/api';

export const ONLY_HOSTS_DELETE_RECORDINGS = 'Only hosts can delete recordings';
export const ONLY_HOSTS_DELETE_FOLDERS = 'Only hosts can delete folders';

/** One file, a user's files of one date (its meeting folders), or every file of a user (spec 02 §6). */
export type DeleteTarget =
  | { kind: 'file'; scope: RecordingScope & { path: string }; folderName: string; fileName: string }
  | { kind: 'date'; scope: RecordingScope & { day: string }; label: string; folderNames: string[] }
  | { kind: 'user'; scope: RecordingScope };

export interface DeleteOutcome {
  target: DeleteTarget;
  message: string;
}

export const deleteRequested = createEvent<DeleteTarget>();
export const deleteCancelled = createEvent();
export const deleteConfirmed = createEvent();
/** The model's own guard: a sub-user never reaches the server (the spec's messages). */
export const deleteRefused = createEvent<string>();
export const recordingsDeleted = createEvent<DeleteOutcome>();
export const deleteFailed = createEvent<DeleteOutcome>();

const fallbackOf = (target: DeleteTarget) =>
  target.kind === 'file' ? FAILED_TO_DELETE_RECORDING : FAILED_TO_DELETE_FOLDER;
const refusalOf = (target: DeleteTarget) =>
  target.kind === 'file' ? ONLY_HOSTS_DELETE_RECORDINGS : ONLY_HOSTS_DELETE_FOLDERS;

/** Resolves the server's message; a date goes folder by folder (exact names), all-or-report. */
export const deleteFx = createEffect(async (target: DeleteTarget): Promise<string> => {
  const userName = target.scope.userName;
  if (target.kind === 'file') {
    const reply = await deleteRecording({
      meetingId: target.folderName,
      userName,
      fileName: target.fileName,
    });
    return reply.message;
  }
  if (target.kind === 'user') return (await deleteRecordingFolder({ userName })).message;
  let message = '';
  for (const dateFolderName of target.folderNames)
    message = (await deleteRecordingFolder({ userName, dateFolderName })).message;
  return message;
});

export const $deleteTarget = createStore<DeleteTarget | null>(null);
export const $deleting = deleteFx.pending;

sample({
  clock: deleteRequested,
  source: $isHost,
  filter: (isHost) => !isHost,
  fn: (_, target) => refusalOf(target),
  target: deleteRefused,
});
sample({
  clock: deleteRequested,
  source: $isHost,
  filter: (isHost) => isHost,
  fn: (_, target) => target,
  target: $deleteTarget,
});
$deleteTarget.reset([deleteCancelled, deleteFx.finally]);
/** The last confirmation removed what it named: the row that opened it is going, so focus moves past it. */
export const $recordingsRemoved = createStore(false)
  .on(deleteFx.done, () => true)
  .reset([deleteRequested, deleteFx.fail]);

const confirmed = sample({
  clock: deleteConfirmed,
  source: { target: $deleteTarget, pending: $deleting, isHost: $isHost },
  filter: ({ target, pending }) => target !== null && !pending,
  fn: ({ target, isHost }) => ({ target: target as DeleteTarget, isHost }),
});
sample({ clock: confirmed, filter: ({ isHost }) => isHost, fn: ({ target }) => target, target: deleteFx });
sample({
  clock: confirmed,
  filter: ({ isHost }) => !isHost,
  fn: ({ target }) => refusalOf(target),
  target: deleteRefused,
});
$deleteTarget.reset(confirmed.filter({ fn: ({ isHost }) => !isHost }));

sample({
  clock: deleteFx.done,
  fn: ({ params, result }) => ({
    target: params,
    message:
      result || (params.kind === 'file' ? 'Recording deleted successfully' : 'Folder deleted successfully'),
  }),
  target: recordingsDeleted,
});
sample({
  clock: deleteFx.fail,
  fn: ({ params, error }) => ({ target: params, message: getErrorMessage(error, fallbackOf(params)) }),
  target: deleteFailed,
});

/** The confirmation of spec 02 §8 for a file, and its matching texts for a user's folder and a date. */
export function deleteConfirmationText(target: DeleteTarget): string {
  if (target.kind === 'file')
    return 'Are you sure you want to delete this recording? This action cannot be undone.';
  if (target.kind === 'user')
    return `Are you sure you want to delete all recordings of ${target.scope.userName}? This action cannot be undone.`;
  return `Are you sure you want to delete all recordings of ${target.scope.userName} from ${target.label}? This action cannot be undone.`;
}

export function deleteTitle(target: DeleteTarget): string {
  return target.kind === 'file' ? 'Delete recording' : 'Delete folder';
}
