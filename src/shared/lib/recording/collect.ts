import { MP3 } from '@/shared/config/constants';
import type { EncoderReport } from './protocol';

type StoppedReport = Extract<EncoderReport, { type: 'stopped' }>;

/** A finished recording's audio: the MP3, and the WAV that took over if the encoder failed. */
export interface RecordingParts {
  mp3: Blob | null;
  wav: Blob | null;
  durationMs: number;
  /** The worker did not finish within MP3.timeoutMs: the parts are what it had written to disk. */
  timedOut: boolean;
}

/** Reads what the worker wrote to OPFS. */
export interface RecordingDisk {
  mp3(): Promise<Blob>;
  wav(): Promise<Blob | null>;
  /** After a timeout: the files as the worker left them, cut to what plays. */
  unfinished(): Promise<Omit<RecordingParts, 'timedOut'>>;
}

const TIMED_OUT = Symbol('timed out');

/**
 * The recording once the worker reports it stopped, or, if it does not within `timeoutMs` (spec 02 §9: a 30 s
 * conversion timeout), what it had written to disk by then: a hung encoder never holds the recording
 * hostage. `onTimeout` stops the worker first, which frees its files for reading.
 */
export async function collectRecording({
  stopped,
  disk,
  onTimeout,
  timeoutMs = MP3.timeoutMs,
}: {
  stopped: Promise<StoppedReport>;
  disk: RecordingDisk;
  onTimeout: () => void;
  timeoutMs?: number;
}): Promise<RecordingParts> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
  });
  const report = await Promise.race([stopped, deadline]).finally(() => clearTimeout(timer));
  if (report === TIMED_OUT) {
    onTimeout();
    return { ...(await disk.unfinished()), timedOut: true };
  }
  const mp3 =
    report.bytes === 0
      ? null
      : report.memory
        ? new Blob([report.memory as Uint8Array<ArrayBuffer>], { type: 'audio/mpeg' })
        : await disk.mp3();
  const { fallback } = report;
  const wav = !fallback
    ? null
    : fallback.memory
      ? new Blob([fallback.memory as Uint8Array<ArrayBuffer>], { type: 'audio/wav' })
      : await disk.wav();
  const samples = report.samples + (fallback?.samples ?? 0);
  return { mp3, wav, durationMs: (samples / MP3.sampleRate) * 1000, timedOut: false };
}
