import { describe, expect, test } from 'vitest';
import { median, recordBenchResult } from './results';
import { summarizeMp3 } from '@/shared/lib/audio';
import { createEncoderSession, createMemorySink } from '@/shared/lib/recording/encoder-session';
import { createMemoryByteFile } from '@/shared/lib/recording/wav-writer';

/**
 * The encoder's budget: lamejs at the spec's 44.1 kHz / 2 ch / 128 kbit/s must run at least 10x
 * realtime, i.e. at most 100 ms of CPU per second of audio. Measured on the same session code the worker
 * runs (blocks of 4096 frames, as the capture worklet posts them), on one core, median of three passes.
 */
const SECONDS = 20;
const RATE = 44_100;
const BLOCK = 4096;
const BUDGET_MS_PER_AUDIO_SECOND = 100;

function blocks(): Array<[Float32Array, Float32Array]> {
  const out: Array<[Float32Array, Float32Array]> = [];
  let seed = 1;
  for (let start = 0; start < SECONDS * RATE; start += BLOCK) {
    const left = new Float32Array(BLOCK);
    const right = new Float32Array(BLOCK);
    for (let i = 0; i < BLOCK; i += 1) {
      // A voice-like mix: two tones and some noise, so the encoder does real work.
      seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
      const t = (start + i) / RATE;
      const noise = (seed / 0x7fffffff - 0.5) * 0.1;
      left[i] = 0.4 * Math.sin(2 * Math.PI * 220 * t) + 0.2 * Math.sin(2 * Math.PI * 1250 * t) + noise;
      right[i] = 0.4 * Math.sin(2 * Math.PI * 330 * t) + noise;
    }
    out.push([left, right]);
  }
  return out;
}

describe('recording', () => {
  test('encoder: CPU per second of audio (lamejs, 44.1 kHz stereo, 128 kbit/s)', () => {
    const audio = blocks();
    const samples: number[] = [];
    for (let pass = 0; pass < 3; pass += 1) {
      const sink = createMemorySink();
      const session = createEncoderSession(sink, { openFallback: () => createMemoryByteFile() });
      const started = performance.now();
      for (const [left, right] of audio) session.push(left, right);
      session.finish();
      samples.push((performance.now() - started) / SECONDS);
      const summary = summarizeMp3(sink.bytes());
      expect(Math.abs((summary?.durationMs ?? 0) / 1000 - SECONDS)).toBeLessThan(0.2);
    }
    recordBenchResult({
      name: 'recording > encoder ms per audio second (10x realtime = 100)',
      value: median(samples),
      unit: 'ms',
      budget: BUDGET_MS_PER_AUDIO_SECOND,
    });
  }, 120_000);
});
