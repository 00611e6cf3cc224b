import {
  attach,
  createEffect,
  createEvent,
  createStore,
  sample,
  scopeBind,
  type Effect,
  type EventCallable,
  type Store,
} from 'effector';
import type { Area, Point } from 'react-easy-crop';
import { getErrorMessage } from '@/shared/api';
import { toast } from '@/shared/ui';
import { cropToBlob } from '../lib/crop';
import {
  checkImageFile,
  clampZoom,
  IMAGE_KINDS,
  normalizeRotation,
  rotateStep,
  type ImageKind,
} from '../lib/kinds';

export interface CroppedImage {
  blob: Blob;
  fileName: string;
}

export interface CropUploadRequest extends CroppedImage {
  onProgress: (fraction: number) => void;
}

export interface CropUpload<Result> {
  kind: ImageKind;
  /** A file was picked: checked first, then the crop dialog opens with it. */
  fileSelected: EventCallable<File>;
  cropMoved: EventCallable<Point>;
  zoomChanged: EventCallable<number>;
  rotationChanged: EventCallable<number>;
  rotatedBy90: EventCallable<void>;
  /** react-easy-crop's `onCropComplete` pixels. */
  areaChanged: EventCallable<Area>;
  saved: EventCallable<void>;
  cancelled: EventCallable<void>;
  /** The cropped image (every save, before any upload). */
  cropped: EventCallable<CroppedImage>;
  /** The upload's answer (only with an upload effect). */
  uploaded: EventCallable<Result>;
  $source: Store<string | null>;
  $open: Store<boolean>;
  $crop: Store<Point>;
  $zoom: Store<number>;
  $rotation: Store<number>;
  $busy: Store<boolean>;
  /** 0–1 while uploading, null otherwise. */
  $progress: Store<number | null>;
  /** The failed crop or upload's message, shown in the open dialog. */
  $error: Store<string | null>;
  cropFx: Effect<{ source: string; area: Area; rotation: number }, Blob>;
}

/**
 * Choose, check, crop and (optionally) upload one image (spec 02 §4, §5). Without `uploadFx` the dialog
 * closes on save with `cropped`; with it, saving uploads at once and a failure keeps the crop open with the
 * message so nothing is lost.
 */
export function createCropUpload<Result = never>({
  kind,
  uploadFx,
}: {
  kind: ImageKind;
  uploadFx?: Effect<CropUploadRequest, Result>;
}): CropUpload<Result> {
  const spec = IMAGE_KINDS[kind];
  const fallback =
    kind === 'picture' ? 'Failed to update profile picture' : 'Failed to update call background';

  const fileSelected = createEvent<File>();
  const cropMoved = createEvent<Point>();
  const zoomChanged = createEvent<number>();
  const rotationChanged = createEvent<number>();
  const rotatedBy90 = createEvent();
  const areaChanged = createEvent<Area>();
  const saved = createEvent();
  const cancelled = createEvent();
  const cropped = createEvent<CroppedImage>();
  const uploaded = createEvent<Result>();
  const progressed = createEvent<number>();

  const $source = createStore<string | null>(null);
  // A new file replaces the previous one, whose object URL is released in the same step.
  const openFileFx = attach({
    source: $source,
    effect: (previous: string | null, file: File) => {
      if (previous?.startsWith('blob:')) URL.revokeObjectURL(previous);
      return URL.createObjectURL(file);
    },
  });
  const releaseFx = createEffect((source: string | null) => {
    if (source?.startsWith('blob:')) URL.revokeObjectURL(source);
  });
  const cropFx = createEffect(
    ({ source, area, rotation }: { source: string; area: Area; rotation: number }) =>
      cropToBlob(source, area, rotation, spec),
  );

  const $crop = createStore<Point>({ x: 0, y: 0 });
  const $zoom = createStore(1);
  const $rotation = createStore(0);
  const $area = createStore<Area | null>(null);
  const $progress = createStore<number | null>(null);
  const $error = createStore<string | null>(null);

  const checked = sample({
    clock: fileSelected,
    fn: (file) => ({ file, problem: checkImageFile(file, kind) }),
  });
  sample({
    clock: checked,
    filter: ({ problem }) => problem !== null,
    fn: ({ problem }) => problem ?? '',
    target: toast.error,
  });
  sample({
    clock: checked,
    filter: ({ problem }) => problem === null,
    fn: ({ file }) => file,
    target: openFileFx,
  });

  // Each file starts from a neutral crop.
  $source.on(openFileFx.doneData, (_, source) => source);
  $crop.on(cropMoved, (_, point) => point).reset(openFileFx.done);
  $zoom.on(zoomChanged, (_, zoom) => clampZoom(zoom)).reset(openFileFx.done);
  $rotation
    .on(rotationChanged, (_, degrees) => normalizeRotation(degrees))
    .on(rotatedBy90, (degrees) => rotateStep(degrees))
    .reset(openFileFx.done);
  $area.on(areaChanged, (_, area) => area).reset(openFileFx.done);

  const runUploadFx = uploadFx
    ? createEffect((image: CroppedImage) => {
        const report = scopeBind(progressed, { safe: true });
        return uploadFx({ ...image, onProgress: report });
      })
    : null;
  const $busy = createStore(false)
    .on(cropFx, () => true)
    .on(cropFx.fail, () => false);
  if (runUploadFx) $busy.on(runUploadFx.finally, () => false);
  else $busy.on(cropFx.done, () => false);

  const cropCurrentFx = attach({
    source: { source: $source, area: $area, rotation: $rotation },
    effect: cropFx,
    mapParams: (_: void, { source, area, rotation }) => ({
      source: source ?? '',
      area: area ?? { x: 0, y: 0, width: 0, height: 0 },
      rotation,
    }),
  });
  sample({
    clock: saved,
    source: { source: $source, area: $area, busy: $busy },
    filter: ({ source, area, busy }) => Boolean(source && area && area.width > 0) && !busy,
    target: cropCurrentFx,
  });
  sample({ clock: cropFx.doneData, fn: (blob) => ({ blob, fileName: spec.fileName }), target: cropped });

  $error.reset([openFileFx.done, saved, cancelled]);
  sample({ clock: cropFx.failData, fn: (error) => getErrorMessage(error, fallback), target: $error });

  const closed = createEvent();
  if (runUploadFx) {
    sample({ clock: cropped, target: runUploadFx });
    $progress
      .on(runUploadFx, () => 0)
      .on(progressed, (_, fraction) => fraction)
      .reset(runUploadFx.finally);
    sample({ clock: runUploadFx.doneData, target: uploaded });
    sample({ clock: runUploadFx.done, target: closed });
    sample({ clock: runUploadFx.failData, fn: (error) => getErrorMessage(error, fallback), target: $error });
  } else {
    sample({ clock: cropped, target: closed });
  }
  sample({ clock: cancelled, filter: $busy.map((busy) => !busy), target: closed });
  const releaseCurrentFx = attach({ source: $source, effect: releaseFx });
  sample({ clock: closed, target: releaseCurrentFx });
  $source.reset(releaseCurrentFx.finally);

  return {
    kind,
    fileSelected,
    cropMoved,
    zoomChanged,
    rotationChanged,
    rotatedBy90,
    areaChanged,
    saved,
    cancelled,
    cropped,
    uploaded,
    $source,
    $open: $source.map(Boolean),
    $crop,
    $zoom,
    $rotation,
    $busy,
    $progress,
    $error,
    cropFx,
  };
}
