/** A file written at given offsets: an OPFS sync access handle in the worker, memory elsewhere. */
export interface ByteFile {
  write(bytes: Uint8Array, at: number): void;
  /** Makes everything written so far durable. */
  flush(): void;
  close(): void;
}

const HEADER_BYTES = 44;

function wavHeader(dataBytes: number, sampleRate: number, channels: number): Uint8Array {
  const header = new DataView(new ArrayBuffer(HEADER_BYTES));
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i += 1) header.setUint8(offset + i, value.charCodeAt(i));
  };
  const blockAlign = channels * 2;
  text(0, 'RIFF');
  header.setUint32(4, 36 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  header.setUint32(16, 16, true);
  header.setUint16(20, 1, true); // PCM
  header.setUint16(22, channels, true);
  header.setUint32(24, sampleRate, true);
  header.setUint32(28, sampleRate * blockAlign, true);
  header.setUint16(32, blockAlign, true);
  header.setUint16(34, 16, true);
  text(36, 'data');
  header.setUint32(40, dataBytes, true);
  return new Uint8Array(header.buffer);
}

/**
 * 16-bit stereo PCM WAV written block by block. The header is rewritten at every flush, so the file on disk
 * always plays up to its last flush, even after a crash.
 */
export function createWavWriter(file: ByteFile, { sampleRate }: { sampleRate: number }) {
  const channels = 2;
  let dataBytes = 0;
  let samples = 0;
  let closed = false;
  const writeHeader = () => file.write(wavHeader(dataBytes, sampleRate, channels), 0);
  writeHeader();
  return {
    push(left: Float32Array, right: Float32Array) {
      if (closed) return;
      const frames = new DataView(new ArrayBuffer(left.length * channels * 2));
      for (let i = 0; i < left.length; i += 1) {
        const l = Math.max(-1, Math.min(1, left[i]!));
        const r = Math.max(-1, Math.min(1, right[i]!));
        frames.setInt16(i * 4, l < 0 ? l * 0x8000 : l * 0x7fff, true);
        frames.setInt16(i * 4 + 2, r < 0 ? r * 0x8000 : r * 0x7fff, true);
      }
      file.write(new Uint8Array(frames.buffer), HEADER_BYTES + dataBytes);
      dataBytes += frames.byteLength;
      samples += left.length;
    },
    flush() {
      writeHeader();
      file.flush();
    },
    finish(): { bytes: number; samples: number } {
      if (!closed) {
        closed = true;
        writeHeader();
        file.flush();
        file.close();
      }
      return { bytes: HEADER_BYTES + dataBytes, samples };
    },
  };
}

export type WavWriter = ReturnType<typeof createWavWriter>;

/** A ByteFile in memory (tests; browsers without OPFS sync access). */
export function createMemoryByteFile() {
  let buffer = new Uint8Array(1 << 16);
  let size = 0;
  return {
    write(bytes: Uint8Array, at: number) {
      const end = at + bytes.length;
      if (end > buffer.length) {
        const grown = new Uint8Array(Math.max(end, buffer.length * 2));
        grown.set(buffer.subarray(0, size));
        buffer = grown;
      }
      buffer.set(bytes, at);
      size = Math.max(size, end);
    },
    flush: () => undefined,
    close: () => undefined,
    bytes: (): Uint8Array => buffer.slice(0, size),
  } satisfies ByteFile & { bytes(): Uint8Array };
}
