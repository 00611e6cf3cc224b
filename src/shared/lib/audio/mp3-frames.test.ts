import { describe, expect, it } from 'vitest';
import { readMp3FrameHeader, summarizeMp3 } from './mp3-frames';

/** A 128 kbit/s, 44.1 kHz, stereo MPEG-1 Layer III frame (no CRC), 417 or 418 bytes long. */
function frame(padding = false): Uint8Array {
  const length = padding ? 418 : 417;
  const bytes = new Uint8Array(length);
  bytes.set([0xff, 0xfb, 0x90 | (padding ? 0x02 : 0), 0x00]);
  return bytes;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all;
}

describe('MP3 frame headers', () => {
  it('reads bitrate, sample rate, channels and length of a Layer III header', () => {
    expect(readMp3FrameHeader(frame(), 0)).toEqual({
      sampleRate: 44100,
      bitrateKbps: 128,
      channels: 2,
      samples: 1152,
      length: 417,
    });
    expect(readMp3FrameHeader(frame(true), 0)?.length).toBe(418);
  });

  it('rejects bytes that are not a Layer III header', () => {
    expect(readMp3FrameHeader(new TextEncoder().encode('RIFF....WAVE'), 0)).toBeNull();
    // Layer II (layer bits 10) and a free-format bitrate (index 0).
    expect(readMp3FrameHeader(new Uint8Array([0xff, 0xfd, 0x90, 0x00]), 0)).toBeNull();
    expect(readMp3FrameHeader(new Uint8Array([0xff, 0xfb, 0x00, 0x00]), 0)).toBeNull();
  });

  it('adds up the duration of consecutive frames and skips an ID3v2 tag', () => {
    const id3 = new Uint8Array(10 + 20);
    id3.set([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 20]);
    const summary = summarizeMp3(concat(id3, frame(), frame(true), frame()));
    expect(summary).toMatchObject({ frames: 3, sampleRate: 44100, channels: 2, bitrateKbps: 128 });
    expect(summary?.durationMs).toBeCloseTo((3 * 1152 * 1000) / 44100, 5);
    expect(summary?.validBytes).toBe(30 + 417 + 418 + 417);
  });

  it('stops at a truncated last frame, so a crash-cut file is saved up to its last whole frame', () => {
    const whole = concat(frame(), frame());
    const cut = concat(whole, frame().subarray(0, 200));
    expect(summarizeMp3(cut)).toMatchObject({ frames: 2, validBytes: whole.length });
  });

  it('does not take other audio for MP3', () => {
    expect(summarizeMp3(new TextEncoder().encode('OggS\0\0\0\0\0\0\0\0'))).toBeNull();
    expect(summarizeMp3(new Uint8Array(0))).toBeNull();
  });
});
