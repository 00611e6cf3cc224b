import {
  startMixRecorder,
  type FinishedRecording,
  type MixRecorder,
  type PreparedMixRecorder,
} from '@/shared/lib/recording';

/**
 * One press being recorded. It exists from the moment of the press, while the recorder is still starting,
 * so a release that comes first simply waits for the start and stops it.
 */
export interface ClipTake {
  /** The recorder once started; null when it could not start (the press is then not recorded). */
  readonly ready: Promise<MixRecorder | null>;
  setStreams(streams: readonly MediaStream[]): void;
  stop(): Promise<FinishedRecording | null>;
}

/**
 * Records the mix of `streams` (the microphone and the call audio) into a clip MP3 in OPFS, on the
 * `prepared` recorder when there is one.
 */
export function startClipTake(
  streams: readonly MediaStream[],
  prepared: PreparedMixRecorder | null = null,
): ClipTake {
  let latest = streams;
  const ready = (prepared ? prepared.start(streams) : startMixRecorder({ kind: 'clip', streams }))
    .then((recorder) => {
      recorder.setStreams(latest);
      return recorder;
    })
    .catch(() => null);
  let stopping: Promise<FinishedRecording | null> | null = null;
  return {
    ready,
    setStreams(next) {
      latest = next;
      void ready.then((recorder) => recorder?.setStreams(next));
    },
    stop() {
      stopping ??= ready.then((recorder) => recorder?.stop() ?? null).catch(() => null);
      return stopping;
    },
  };
}
