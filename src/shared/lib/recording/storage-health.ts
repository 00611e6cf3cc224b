import { MP3 } from '@/shared/config/constants';

/** One hour of the spec's 128 kbit/s MP3: about 57.6 MB. */
export const RECORDING_BYTES_PER_HOUR = ((MP3.kbps * 1000) / 8) * 3600;

/** Asks the browser not to evict recordings under storage pressure; false where it declines or cannot. */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    if (!navigator.storage?.persist) return false;
    if (await navigator.storage.persisted?.()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}

/** True when the origin's free quota holds less than an hour of recording (false when unknown). */
export async function isStorageLowForRecording(): Promise<boolean> {
  try {
    const estimate = await navigator.storage?.estimate?.();
    if (!estimate?.quota) return false;
    return estimate.quota - (estimate.usage ?? 0) < RECORDING_BYTES_PER_HOUR;
  } catch {
    return false;
  }
}
