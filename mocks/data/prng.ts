/** Deterministic randomness for seeds (mulberry32), so every runtime and test sees the same data. */
export interface Prng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  hex(length: number): string;
  chars(length: number, alphabet: string): string;
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    hex: (length) => Array.from({ length }, () => Math.floor(next() * 16).toString(16)).join(''),
    chars: (length, alphabet) =>
      Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''),
  };
}

/** Non-deterministic ids and secrets at runtime (OTPs, temp passwords, sids) use the platform CSPRNG. */
export function randomInt(maxExclusive: number): number {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return (buffer[0] ?? 0) % maxExclusive;
}

export function randomChars(length: number, alphabet: string): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** A Mongo-like 24-hex id. */
export function randomObjectId(): string {
  return randomChars(24, '0123456789abcdef');
}
