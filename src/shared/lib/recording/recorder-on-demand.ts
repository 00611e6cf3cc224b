import { whenIdle } from '../delay/when-idle';
import type { MixRecorder, PreparedMixRecorder } from './mix-recorder';
import type { RecordingKind } from './recording-files';

/**
 * The recorder's code (audio graph, worklet and encoder wiring) loads with the first recorder a page prepares
 * or starts, so a call room shows without it.
 */
const loadRecorder = () => import('./mix-recorder');

/**
 * Fetches the recorder's code when the browser is next idle, for a room that may record soon: a recording
 * started after the network dropped still finds it. A failed fetch waits for the recorder's first use.
 */
export function preloadMixRecorder(): void {
  whenIdle(() => void loadRecorder().catch(() => undefined));
}

/** Builds the audio graph and loads the encoder ahead of a recording (see `mix-recorder`). */
export async function prepareMixRecorder(kind: RecordingKind): Promise<PreparedMixRecorder> {
  return (await loadRecorder()).prepareMixRecorder(kind);
}

/** Records a changing set of streams as one MP3 (see `mix-recorder`). */
export async function startMixRecorder(options: {
  kind: RecordingKind;
  streams: readonly MediaStream[];
  /** The account whose recording it is (`newRecordingId`). */
  owner?: string;
}): Promise<MixRecorder> {
  return (await loadRecorder()).startMixRecorder(options);
}
