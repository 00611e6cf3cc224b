import { GENERATED_PASSWORD_LENGTH } from '@/shared/config';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A random password of 8 characters (spec 01 §5), without look-alike characters (0/O, 1/l/I). */
export function generatePassword(length: number = GENERATED_PASSWORD_LENGTH): string {
  const bytes = new Uint32Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (value) => ALPHABET[value % ALPHABET.length]).join('');
}
