import { SPEAKING_LEVEL_THRESHOLD } from '@/shared/config';

/** Average of byte frequency data (0-255). */
export function averageLevel(data: ArrayLike<number>): number {
  if (data.length === 0) return 0;
  let sum = 0;
  for (let index = 0; index < data.length; index += 1) sum += data[index] ?? 0;
  return sum / data.length;
}

/** Speaking means an average level above 30 on the 0-255 scale (spec 02 §4); 30 or below is silence. */
export function isSpeakingLevel(level: number): boolean {
  return level > SPEAKING_LEVEL_THRESHOLD;
}

export interface LevelMeter {
  /** The current average level, 0-255. */
  read: () => number;
  close: () => void;
}

/** An analyser over a stream's audio; reading is cheap enough for the 100 ms sampling. */
export function createLevelMeter(stream: MediaStream): LevelMeter {
  const AudioContextCtor =
    globalThis.AudioContext ??
    (globalThis as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!AudioContextCtor) return { read: () => 0, close: () => undefined };
  const context = new AudioContextCtor();
  const source = context.createMediaStreamSource(stream);
  const analyser = context.createAnalyser();
  analyser.fftSize = 512;
  source.connect(analyser);
  const data = new Uint8Array(analyser.frequencyBinCount);
  return {
    read: () => {
      if (context.state === 'suspended') void context.resume().catch(() => undefined);
      analyser.getByteFrequencyData(data);
      return averageLevel(data);
    },
    close: () => {
      source.disconnect();
      void context.close().catch(() => undefined);
    },
  };
}
