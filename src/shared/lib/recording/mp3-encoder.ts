import { Mp3Encoder } from '@breezystack/lamejs';
import { MP3 } from '@/shared/config/constants';

/** Float samples in [-1, 1] to 16-bit PCM, clipping what lies outside. */
export function toInt16(samples: Float32Array, into = new Int16Array(samples.length)): Int16Array {
  for (let i = 0; i < samples.length; i += 1) {
    const value = Math.max(-1, Math.min(1, samples[i]!));
    into[i] = value < 0 ? value * 0x8000 : value * 0x7fff;
  }
  return into;
}

export interface StreamingMp3Encoder {
  /** Encodes one block of stereo audio and returns the MP3 bytes it completed (may be empty). */
  encode(left: Float32Array, right: Float32Array): Uint8Array;
  /** Ends the stream: returns the last frames. */
  flush(): Uint8Array;
  /** Samples per channel handed to encode so far. */
  readonly samples: number;
}

/**
 * lamejs at the spec's 44,100 Hz, 2 channels, 128 kbit/s (spec 02 §9), fed block by block so the MP3 grows
 * while the call goes on instead of being converted at the end.
 */
export function createStreamingMp3Encoder(): StreamingMp3Encoder {
  const encoder = new Mp3Encoder(MP3.channels, MP3.sampleRate, MP3.kbps);
  let left16 = new Int16Array(0);
  let right16 = new Int16Array(0);
  let samples = 0;
  return {
    encode(left, right) {
      if (left16.length !== left.length) {
        left16 = new Int16Array(left.length);
        right16 = new Int16Array(left.length);
      }
      samples += left.length;
      return encoder.encodeBuffer(toInt16(left, left16), toInt16(right, right16));
    },
    flush: () => encoder.flush(),
    get samples() {
      return samples;
    },
  };
}
