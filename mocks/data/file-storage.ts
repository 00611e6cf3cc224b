import { db } from './db';

/**
 * How many bytes of uploaded pictures, backgrounds and speaking clips the backend keeps. Unlimited on a
 * server; the in-browser backend of the offline and demo modes sets a cap, because it keeps every file in
 * the browser's own storage (IndexedDB), which the browser may refuse or evict when it grows large.
 */
let capBytes: number | null = null;

export const STORED_FILES_FULL_MESSAGE =
  "This browser's demo storage is full. Delete some recordings or pictures, or use 'Reset demo data' to start afresh.";

export function setStoredFilesCap(bytes: number | null): void {
  capBytes = bytes;
}

export function storedFilesCap(): number | null {
  return capBytes;
}

/** Bytes of files held now: every upload and every uploaded clip (seeded tones are generated, not stored). */
export function storedFileBytes(): number {
  let total = 0;
  for (const upload of db.uploads.all()) total += upload.size;
  for (const recording of db.recordings.all()) if (recording.audioBase64 !== null) total += recording.size;
  return total;
}

/** The refusal message when `addedBytes` more would pass the cap, otherwise null. */
export function storedFilesRefusal(addedBytes: number): string | null {
  if (capBytes === null) return null;
  return storedFileBytes() + addedBytes > capBytes ? STORED_FILES_FULL_MESSAGE : null;
}
