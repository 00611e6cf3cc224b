import { afterEach, describe, expect, it, vi } from 'vitest';
import { MP3 } from '@/shared/config/constants';
import { collectRecording, type RecordingDisk } from './collect';
import type { EncoderReport } from './protocol';

type Stopped = Extract<EncoderReport, { type: 'stopped' }>;

afterEach(() => vi.useRealTimers());

const diskMp3 = new Blob(['mp3 on disk'], { type: 'audio/mpeg' });
const diskWav = new Blob(['wav on disk'], { type: 'audio/wav' });

function disk(): RecordingDisk & { unfinished: ReturnType<typeof vi.fn> } {
  return {
    mp3: async () => diskMp3,
    wav: async () => diskWav,
    unfinished: vi.fn(async () => ({ mp3: diskMp3, wav: null, durationMs: 12_000 })),
  };
}

const report = (patch: Partial<Stopped>): Stopped => ({
  type: 'stopped',
  bytes: 100,
  samples: MP3.sampleRate * 2,
  memory: null,
  fallback: null,
  ...patch,
});

describe('collecting a stopped recording', () => {
  it('takes the MP3 from disk when the worker wrote it there', async () => {
    const parts = await collectRecording({
      stopped: Promise.resolve(report({})),
      disk: disk(),
      onTimeout: vi.fn(),
    });
    expect(parts).toEqual({ mp3: diskMp3, wav: null, durationMs: 2000, timedOut: false });
  });

  it('keeps both parts after an encoder failure, from memory where there is no OPFS', async () => {
    const parts = await collectRecording({
      stopped: Promise.resolve(
        report({
          memory: new Uint8Array([1, 2, 3]),
          fallback: {
            bytes: 48,
            samples: MP3.sampleRate,
            reason: 'lame failed',
            memory: new Uint8Array(48),
          },
        }),
      ),
      disk: disk(),
      onTimeout: vi.fn(),
    });
    expect(parts.mp3).toMatchObject({ size: 3, type: 'audio/mpeg' });
    expect(parts.wav).toMatchObject({ size: 48, type: 'audio/wav' });
    expect(parts.durationMs).toBe(3000);
  });

  it('has no MP3 when the encoder failed before its first frame: the WAV is the recording', async () => {
    const parts = await collectRecording({
      stopped: Promise.resolve(
        report({ bytes: 0, samples: 0, fallback: { bytes: 1044, samples: 256, reason: 'x', memory: null } }),
      ),
      disk: disk(),
      onTimeout: vi.fn(),
    });
    expect(parts).toMatchObject({ mp3: null, wav: diskWav });
  });

  it(`waits MP3.timeoutMs (${MP3.timeoutMs} ms) for a hung encoder, then stops it and keeps what is on disk`, async () => {
    vi.useFakeTimers();
    const files = disk();
    const onTimeout = vi.fn();
    let settled = false;
    const collecting = collectRecording({
      stopped: new Promise<Stopped>(() => undefined),
      disk: files,
      onTimeout,
    }).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(MP3.timeoutMs - 1);
    expect(settled).toBe(false);
    expect(onTimeout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(collecting).resolves.toEqual({
      mp3: diskMp3,
      wav: null,
      durationMs: 12_000,
      timedOut: true,
    });
    expect(onTimeout).toHaveBeenCalledTimes(1);
    // The worker was stopped before its files were read (it holds them open while it lives).
    expect(onTimeout.mock.invocationCallOrder[0]).toBeLessThan(files.unfinished.mock.invocationCallOrder[0]!);
  });

  it('leaves no timer behind when the worker answers in time', async () => {
    vi.useFakeTimers();
    const onTimeout = vi.fn();
    await collectRecording({ stopped: Promise.resolve(report({})), disk: disk(), onTimeout });
    await vi.advanceTimersByTimeAsync(MP3.timeoutMs);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
