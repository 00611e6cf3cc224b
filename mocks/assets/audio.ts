/**
 * A tiny valid WAV (8 kHz, 8-bit mono) with a soft tone, generated in code so seeded recordings play
 * and seek in every runtime without shipping binary files. ~1.6 s is 8 KB per second of audio.
 */
export const WAV_MIME = 'audio/wav';
const SAMPLE_RATE = 8000;
const cache = new Map<string, Uint8Array>();

export function toneWav(seed: number, seconds: number): Uint8Array {
  const key = `${seed}:${seconds}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const samples = Math.max(1, Math.round(SAMPLE_RATE * seconds));
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) bytes[offset + i] = text.charCodeAt(i);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE, true); // byte rate
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, samples, true);
  const frequency = 220 + (seed % 8) * 55;
  for (let i = 0; i < samples; i++) {
    // Fade in and out so playback does not click.
    const envelope = Math.min(1, i / 400, (samples - i) / 400);
    bytes[44 + i] = 128 + Math.round(40 * envelope * Math.sin((2 * Math.PI * frequency * i) / SAMPLE_RATE));
  }
  cache.set(key, bytes);
  return bytes;
}

export function wavSize(seconds: number): number {
  return 44 + Math.max(1, Math.round(SAMPLE_RATE * seconds));
}
