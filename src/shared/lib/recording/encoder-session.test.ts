import { describe, expect, it } from 'vitest';
import { summarizeMp3 } from '../audio/mp3-frames';
import { createEncoderSession, createMemorySink, type Mp3Sink } from './encoder-session';
import { createStreamingMp3Encoder, toInt16, type StreamingMp3Encoder } from './mp3-encoder';
import { createMemoryByteFile } from './wav-writer';

const RATE = 44100;

function sine(frames: number, start: number, hz = 440): Float32Array {
  const block = new Float32Array(frames);
  for (let i = 0; i < frames; i += 1) block[i] = 0.5 * Math.sin((2 * Math.PI * hz * (start + i)) / RATE);
  return block;
}

const inMemory = () => ({ openFallback: () => createMemoryByteFile() });

function encodeSeconds(seconds: number, sink: Mp3Sink, block = 4096) {
  const session = createEncoderSession(sink, inMemory());
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
    expect(result).toEqual({ bytes: bytes.length, samples: 3 * RATE, fallback: null });
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
    const session = createEncoderSession(sink, inMemory());
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
    const session = createEncoderSession(sink, inMemory());
    session.push(sine(4096, 0), sine(4096, 0));
    const result = session.finish();
    session.push(sine(4096, 0), sine(4096, 0));
    expect(sink.bytes().length).toBe(result.bytes);
  });
});

/** lamejs that throws on the `failAt`-th block (0-based), as a broken or out-of-memory encoder does. */
function encoderFailingAt(failAt: number): () => StreamingMp3Encoder {
  return () => {
    const real = createStreamingMp3Encoder();
    let blocks = 0;
    return {
      encode(left, right) {
        if (blocks++ === failAt) throw new Error('lame: out of memory');
        return real.encode(left, right);
      },
      flush: () => real.flush(),
      get samples() {
        return real.samples;
      },
    };
  };
}

/** The WAV's header fields and its samples as 16-bit stereo. */
function readWav(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = (at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));
  return {
    riff: text(0, 4),
    wave: text(8, 4),
    format: view.getUint16(20, true),
    channels: view.getUint16(22, true),
    sampleRate: view.getUint32(24, true),
    bits: view.getUint16(34, true),
    dataBytes: view.getUint32(40, true),
    riffBytes: view.getUint32(4, true),
    firstLeft: view.getInt16(44, true),
    frames: (bytes.length - 44) / 4,
  };
}

describe('encoder session when the MP3 encoder fails', () => {
  it('keeps the MP3 up to the failure and writes every later block, the failing one first, as WAV', () => {
    const sink = createMemorySink();
    const wavFile = createMemoryByteFile();
    const session = createEncoderSession(sink, {
      openFallback: () => wavFile,
      createEncoder: encoderFailingAt(10),
    });
    const blocks = 20;
    for (let i = 0; i < blocks; i += 1) session.push(sine(4096, i * 4096), sine(4096, i * 4096, 660));
    const result = session.finish();

    // Ten blocks made it into the MP3, which plays as long as them.
    expect(result.samples).toBe(10 * 4096);
    const mp3 = summarizeMp3(sink.bytes());
    expect(mp3!.validBytes).toBe(result.bytes);
    expect(mp3!.durationMs).toBeGreaterThanOrEqual(((10 * 4096) / RATE) * 1000 - 30);
    // The other ten, from the failing block on, are in the WAV: nothing is lost.
    const wavBytes = wavFile.bytes();
    expect(result.fallback).toEqual({
      bytes: wavBytes.length,
      samples: 10 * 4096,
      reason: 'lame: out of memory',
    });
    const wav = readWav(wavBytes);
    expect(wav).toMatchObject({
      riff: 'RIFF',
      wave: 'WAVE',
      format: 1,
      channels: 2,
      sampleRate: 44100,
      bits: 16,
      dataBytes: 10 * 4096 * 4,
      riffBytes: 36 + 10 * 4096 * 4,
      frames: 10 * 4096,
    });
    // Its first sample is the failing block's first sample (block 10 of the sine), not silence.
    expect(wav.firstLeft).toBe(toInt16(sine(1, 10 * 4096))[0]);
  });

  it('records the whole call as WAV when the encoder cannot even be created', () => {
    const sink = createMemorySink();
    const wavFile = createMemoryByteFile();
    const session = createEncoderSession(sink, {
      openFallback: () => wavFile,
      createEncoder: () => {
        throw new Error('WebAssembly is disabled');
      },
    });
    for (let i = 0; i < 5; i += 1) session.push(sine(4096, i * 4096), sine(4096, i * 4096));
    const result = session.finish();
    expect(result.bytes).toBe(0);
    expect(result.fallback).toMatchObject({ samples: 5 * 4096, reason: 'WebAssembly is disabled' });
    expect(readWav(wavFile.bytes()).frames).toBe(5 * 4096);
  });

  it('keeps the WAV header current at every flush, so a crash leaves a file that plays', () => {
    const wavFile = createMemoryByteFile();
    const session = createEncoderSession(createMemorySink(), {
      openFallback: () => wavFile,
      createEncoder: encoderFailingAt(0),
    });
    // Eleven blocks are a little over one second: one flush, and no finish (the tab died).
    for (let i = 0; i < 11; i += 1) session.push(sine(4096, i * 4096), sine(4096, i * 4096));
    expect(readWav(wavFile.bytes()).dataBytes).toBe(11 * 4096 * 4);
  });
});

describe('toInt16', () => {
  it('scales to 16-bit and clips out-of-range samples', () => {
    expect([...toInt16(new Float32Array([0, 1, -1, 2, -2, 0.5]))]).toEqual([
      0, 32767, -32768, 32767, -32768, 16383,
    ]);
  });
});
