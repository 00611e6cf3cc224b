import { describe, expect, it } from 'vitest';
import { summarizeMp3 } from '../audio/mp3-frames';
import { createEncoderSession, createMemorySink, type Mp3Sink } from './encoder-session';
import { toInt16 } from './mp3-encoder';

const RATE = 44100;

function sine(frames: number, start: number, hz = 440): Float32Array {
  const block = new Float32Array(frames);
  for (let i = 0; i < frames; i += 1) block[i] = 0.5 * Math.sin((2 * Math.PI * hz * (start + i)) / RATE);
  return block;
}

function encodeSeconds(seconds: number, sink: Mp3Sink, block = 4096) {
  const session = createEncoderSession(sink);
  const total = seconds * RATE;
  for (let done = 0; done < total; done += block) {
    const frames = Math.min(block, total - done);
    session.push(sine(frames, done), sine(frames, done, 660));
  }
  return session.finish();
}

describe('encoder session', () => {
  it('produces a 44.1 kHz stereo 128 kbit/s MP3 whose frames play as long as the audio fed in', () => {
    const sink = createMemorySink();
    const result = encodeSeconds(3, sink);
    const bytes = sink.bytes();
    expect(result).toEqual({ bytes: bytes.length, samples: 3 * RATE });
    const summary = summarizeMp3(bytes);
    expect(summary).toMatchObject({
      sampleRate: 44100,
      channels: 2,
      bitrateKbps: 128,
      validBytes: bytes.length,
    });
    // lamejs pads the start and end with less than three frames (26 ms each).
    expect(summary!.durationMs).toBeGreaterThanOrEqual(3000);
    expect(summary!.durationMs).toBeLessThan(3000 + 3 * 26.2);
    // 128 kbit/s: 16,000 bytes for each second of playing time.
    const bytesPerSecond = bytes.length / (summary!.durationMs / 1000);
    expect(Math.abs(bytesPerSecond - 16_000)).toBeLessThan(100);
  });

  it('writes frames while audio arrives and flushes at least once a second of audio', () => {
    const events: string[] = [];
    let written = 0;
    const sink: Mp3Sink = {
      write: (chunk) => {
        written += chunk.length;
        events.push('write');
      },
      flush: () => events.push(`flush@${written}`),
      close: () => events.push('close'),
    };
    const session = createEncoderSession(sink);
    for (let done = 0; done < 2 * RATE; done += 4096) session.push(sine(4096, done), sine(4096, done));
    const flushesBeforeEnd = events.filter((event) => event.startsWith('flush')).length;
    expect(written).toBeGreaterThan(16_000 * 1.5);
    expect(flushesBeforeEnd).toBeGreaterThanOrEqual(2);
    session.finish();
    expect(events.at(-1)).toBe('close');
    // Finishing twice (stop racing an abort) closes the file once.
    session.finish();
    expect(events.filter((event) => event === 'close')).toHaveLength(1);
  });

  it('ignores audio that arrives after the end', () => {
    const sink = createMemorySink();
    const session = createEncoderSession(sink);
    session.push(sine(4096, 0), sine(4096, 0));
    const result = session.finish();
    session.push(sine(4096, 0), sine(4096, 0));
    expect(sink.bytes().length).toBe(result.bytes);
  });
});

describe('toInt16', () => {
  it('scales to 16-bit and clips out-of-range samples', () => {
    expect([...toInt16(new Float32Array([0, 1, -1, 2, -2, 0.5]))]).toEqual([
      0, 32767, -32768, 32767, -32768, 16383,
    ]);
  });
});
