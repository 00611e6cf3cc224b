import { createEffect, createEvent, createStore, sample } from 'effector';
import { FAILED_TO_DOWNLOAD_RECORDING, fetchRecordingBlob } from '@/entities/recording';
import { ApiError } from '@/shared/api';

export interface DownloadTarget {
  path: string;
  /** Saved under the file's own name. */
  name: string;
}

export const downloadRequested = createEvent<DownloadTarget>();

export const fetchDownloadFx = createEffect(async (target: DownloadTarget) => ({
  target,
  blob: await fetchRecordingBlob(target.path),
}));

/** Hands the bytes to the browser under the file's name (an object URL on a temporary link). */
export const saveBlobFx = createEffect(({ target, blob }: { target: DownloadTarget; blob: Blob }) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = target.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the save synchronously; release the URL once the browser has taken it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
});

/** Spec 02 §8: a failed download is logged with its status, never shown. */
export const logDownloadFailureFx = createEffect((error: unknown) => {
  const status = error instanceof ApiError ? error.status : 0;
  console.error(FAILED_TO_DOWNLOAD_RECORDING, status);
});

/** Paths being fetched, so their buttons show progress and ignore a second click. */
export const $downloading = createStore<string[]>([]);

sample({
  clock: downloadRequested,
  source: $downloading,
  filter: (paths, target) => !paths.includes(target.path),
  fn: (_, target) => target,
  target: fetchDownloadFx,
});
$downloading
  .on(fetchDownloadFx, (paths, target) => [...paths, target.path])
  .on(fetchDownloadFx.finally, (paths, { params }) => paths.filter((path) => path !== params.path));
/** Paths whose last download failed: the control tells a screen reader, as nothing else shows it. */
export const $downloadFailed = createStore<string[]>([])
  .on(fetchDownloadFx, (paths, target) => paths.filter((path) => path !== target.path))
  .on(fetchDownloadFx.fail, (paths, { params }) => [...paths, params.path]);
sample({ clock: fetchDownloadFx.doneData, target: saveBlobFx });
sample({ clock: fetchDownloadFx.failData, target: logDownloadFailureFx });
