import { MP3 } from '@/shared/config/constants';
import { createStreamingMp3Encoder, type StreamingMp3Encoder } from './mp3-encoder';
import { createWavWriter, type ByteFile, type WavWriter } from './wav-writer';

/** Where the MP3 goes: an OPFS file in the worker, memory in tests or where OPFS is missing. */
export interface Mp3Sink {
  write(bytes: Uint8Array): void;
  /** Makes everything written so far durable. */
  flush(): void;
  close(): void;
}

export interface EncoderSessionResult {
  /** MP3 bytes written; 0 when the encoder failed before its first frame. */
  bytes: number;
  /** Samples per channel in the MP3. */
  samples: number;
  /** The WAV holding everything from the encoder's failure on; null while the encoder worked. */
  fallback: { bytes: number; samples: number; reason: string } | null;
}

export interface EncoderSessionOptions {
  /** Where audio goes once the MP3 encoder fails: opened at that moment, so it must answer at once. */
  openFallback: () => ByteFile;
  createEncoder?: () => StreamingMp3Encoder;
}

/** Audio older than this is never only in memory: the sink is flushed at least this often. */
const FLUSH_EVERY_SAMPLES = 44_100;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One recording inside the worker: every block of PCM is encoded at once and its frames go straight to
 * the sink, flushed about once a second, so a crash loses at most the last second. If the encoder throws,
 * that block and every later one go to a WAV instead: the MP3 up to the failure plus the WAV after it hold
 * the whole recording.
 */
export function createEncoderSession(sink: Mp3Sink, options: EncoderSessionOptions) {
  let encoder: StreamingMp3Encoder | null = null;
  let wav: WavWriter | null = null;
  let reason = '';
  let bytes = 0;
  let mp3Samples = 0;
  let unflushedSamples = 0;
  let closed = false;
  const write = (chunk: Uint8Array) => {
    if (chunk.length === 0) return;
    sink.write(chunk);
    bytes += chunk.length;
  };
  const fallBack = (error: unknown) => {
    reason = reasonOf(error);
    // Frames the encoder still buffers, if it can give them; the WAV starts with the block that failed.
    try {
      if (encoder) write(encoder.flush());
    } catch {
      // The encoder is broken: those few milliseconds are in no file.
    }
    encoder = null;
    wav = createWavWriter(options.openFallback(), { sampleRate: MP3.sampleRate });
  };
  try {
    encoder = (options.createEncoder ?? createStreamingMp3Encoder)();
  } catch (error) {
    fallBack(error);
  }
  return {
    push(left: Float32Array, right: Float32Array) {
      if (closed) return;
      if (encoder) {
        try {
          write(encoder.encode(left, right));
          mp3Samples += left.length;
        } catch (error) {
          fallBack(error);
        }
      }
      wav?.push(left, right);
      unflushedSamples += left.length;
      if (unflushedSamples >= FLUSH_EVERY_SAMPLES) {
        sink.flush();
        wav?.flush();
        unflushedSamples = 0;
      }
    },
    finish(): EncoderSessionResult {
      let fallback: EncoderSessionResult['fallback'] = null;
      if (!closed) {
        closed = true;
        try {
          if (encoder) write(encoder.flush());
        } catch {
          // Only the encoder's last buffered frames are missing; everything before is on disk.
        }
        sink.flush();
        sink.close();
      }
      if (wav) fallback = { ...wav.finish(), reason };
      return { bytes, samples: mp3Samples, fallback };
    },
  };
}

export type EncoderSession = ReturnType<typeof createEncoderSession>;

/** Keeps the MP3 in memory (tests; browsers without OPFS sync access). */
export function createMemorySink() {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  return {
    chunks,
    write: (bytes: Uint8Array) => void chunks.push(new Uint8Array(bytes)),
    flush: () => undefined,
    close: () => undefined,
    bytes(): Uint8Array {
      const all = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
      let offset = 0;
      for (const chunk of chunks) {
        all.set(chunk, offset);
        offset += chunk.length;
      }
      return all;
    },
  } satisfies Mp3Sink & { chunks: Uint8Array[]; bytes(): Uint8Array };
}
