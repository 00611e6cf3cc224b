/**
 * MPEG-1/2/2.5 Layer III frame walker: no DOM, no decoding, only headers. It tells how long an MP3 plays
 * and where its last complete frame ends, so a recording cut off by a crash can be saved up to its last
 * whole frame, and a server can check that a clip claimed as MP3 really is one and read its duration.
 */

const BITRATES_KBPS = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
} as const;
const SAMPLE_RATES = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] } as const;

export interface Mp3FrameHeader {
  sampleRate: number;
  bitrateKbps: number;
  channels: 1 | 2;
  samples: number;
  length: number;
}

export interface Mp3Summary {
  frames: number;
  durationMs: number;
  /** Bytes from the start of the file to the end of the last complete frame. */
  validBytes: number;
  sampleRate: number;
  channels: 1 | 2;
  /** Bitrate of the first frame (constant for Parley's own recordings). */
  bitrateKbps: number;
}

/** Reads the Layer III header at `offset`, or null when the four bytes there are not one. */
export function readMp3FrameHeader(bytes: Uint8Array, offset: number): Mp3FrameHeader | null {
  if (offset + 4 > bytes.length) return null;
  const b1 = bytes[offset + 1]!;
  const b2 = bytes[offset + 2]!;
  const b3 = bytes[offset + 3]!;
  if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 0b11; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5, 1: reserved
  const layer = (b1 >> 1) & 0b11; // 1: Layer III
  if (version === 1 || layer !== 1) return null;
  const bitrateIndex = b2 >> 4;
  const sampleRateIndex = (b2 >> 2) & 0b11;
  if (bitrateIndex === 0 || bitrateIndex === 15 || sampleRateIndex === 3) return null;
  const mpeg1 = version === 3;
  const bitrateKbps = (mpeg1 ? BITRATES_KBPS.mpeg1 : BITRATES_KBPS.mpeg2)[bitrateIndex]!;
  const sampleRate = SAMPLE_RATES[version as 0 | 2 | 3][sampleRateIndex]!;
  const padding = (b2 >> 1) & 1;
  const samples = mpeg1 ? 1152 : 576;
  const length = Math.floor(((samples / 8) * bitrateKbps * 1000) / sampleRate) + padding;
  const channels = b3 >> 6 === 0b11 ? 1 : 2;
  return { sampleRate, bitrateKbps, channels, samples, length };
}

/** Size of a leading ID3v2 tag (0 without one). */
function id3v2Size(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  const size =
    ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
  const footer = bytes[5]! & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

/**
 * Walks the frames from the start (after an ID3v2 tag) and stops at the first byte that does not begin a
 * complete frame. Null when the data does not start with an MP3 frame.
 */
export function summarizeMp3(bytes: Uint8Array): Mp3Summary | null {
  let offset = id3v2Size(bytes);
  const first = readMp3FrameHeader(bytes, offset);
  if (!first || offset + first.length > bytes.length) return null;
  let frames = 0;
  let samples = 0;
  for (;;) {
    const header = readMp3FrameHeader(bytes, offset);
    if (!header || header.sampleRate !== first.sampleRate || offset + header.length > bytes.length) break;
    frames += 1;
    samples += header.samples;
    offset += header.length;
  }
  return {
    frames,
    durationMs: (samples / first.sampleRate) * 1000,
    validBytes: offset,
    sampleRate: first.sampleRate,
    channels: first.channels,
    bitrateKbps: first.bitrateKbps,
  };
}
