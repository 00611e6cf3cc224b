import type { MixRecorder, PreparedMixRecorder } from './mix-recorder';
import type { RecordingKind } from './recording-files';

/**
 * The recorder's code (audio graph, worklet and encoder wiring) loads with the first recorder a page prepares
 * or starts, so a call room shows without it; the service worker holds it for that moment, offline too.
 */
const loadRecorder = () => import('./mix-recorder');

/** Builds the audio graph and loads the encoder ahead of a recording (see `mix-recorder`). */
export async function prepareMixRecorder(kind: RecordingKind): Promise<PreparedMixRecorder> {
  return (await loadRecorder()).prepareMixRecorder(kind);
}

/** Records a changing set of streams as one MP3 (see `mix-recorder`). */
export async function startMixRecorder(options: {
  kind: RecordingKind;
  streams: readonly MediaStream[];
}): Promise<MixRecorder> {
  return (await loadRecorder()).startMixRecorder(options);
}
