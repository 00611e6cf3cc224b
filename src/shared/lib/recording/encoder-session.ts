import { createStreamingMp3Encoder } from './mp3-encoder';

/** Where the MP3 goes: an OPFS file in the worker, memory in tests or where OPFS is missing. */
export interface Mp3Sink {
  write(bytes: Uint8Array): void;
  /** Makes everything written so far durable. */
  flush(): void;
  close(): void;
}

export interface EncoderSessionResult {
  bytes: number;
  samples: number;
}

/** Audio older than this is never only in memory: the sink is flushed at least this often. */
const FLUSH_EVERY_SAMPLES = 44_100;

/**
 * One recording inside the worker: every block of PCM is encoded at once and its frames go straight to
 * the sink, flushed about once a second, so a crash loses at most the last second.
 */
export function createEncoderSession(sink: Mp3Sink) {
  const encoder = createStreamingMp3Encoder();
  let bytes = 0;
  let unflushedSamples = 0;
  let closed = false;
  const write = (chunk: Uint8Array) => {
    if (chunk.length === 0) return;
    sink.write(chunk);
    bytes += chunk.length;
  };
  return {
    push(left: Float32Array, right: Float32Array) {
      if (closed) return;
      write(encoder.encode(left, right));
      unflushedSamples += left.length;
      if (unflushedSamples >= FLUSH_EVERY_SAMPLES) {
        sink.flush();
        unflushedSamples = 0;
      }
    },
    finish(): EncoderSessionResult {
      if (!closed) {
        closed = true;
        write(encoder.flush());
        sink.flush();
        sink.close();
      }
      return { bytes, samples: encoder.samples };
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
