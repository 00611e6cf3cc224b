import { readJson, writeJson } from '@/shared/lib';
import {
  deleteStoredRecording,
  readUnfinishedRecording,
  supportsRecordingFiles,
} from '@/shared/lib/recording';

/** A press's clip until the server acknowledged it. The MP3 itself is the recorder's OPFS file `{clipId}.mp3`. */
export interface UnsentClip {
  clipId: string;
  /** The account that recorded it: only that account may send it. */
  ownerId: string;
  meetingId: string;
  startedAt: number;
  /** When it may be sent (3 s after release); null while the press is still recording. */
  dueAt: number | null;
}

const KEY = 'parley-unsent-clips';

/** The list survives reloads and crashes; the audio is already on disk frame by frame. */
export function readUnsentClips(ownerId: string): UnsentClip[] {
  const all = readJson<UnsentClip[]>('local', KEY);
  return Array.isArray(all) ? all.filter((clip) => clip?.ownerId === ownerId && Boolean(clip.clipId)) : [];
}

export function writeUnsentClips(ownerId: string, clips: readonly UnsentClip[]): void {
  const others = (readJson<UnsentClip[]>('local', KEY) ?? []).filter((clip) => clip?.ownerId !== ownerId);
  writeJson('local', KEY, [...others, ...clips]);
}

/** Clips of browsers without OPFS sync access live here until sent (lost with the tab, like the recorder's). */
const memoryClips = new Map<string, Blob>();

export function keepClipInMemory(clipId: string, file: Blob): void {
  memoryClips.set(clipId, file);
}

/** The clip's MP3 up to its last complete frame (a crash mid-press leaves a cut-off file), or null if gone. */
export async function readClip(clipId: string): Promise<Blob | null> {
  const kept = memoryClips.get(clipId);
  if (kept) return kept;
  if (!supportsRecordingFiles()) return null;
  try {
    return await readUnfinishedRecording(clipId);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotFoundError') return null;
    throw error;
  }
}

export async function forgetClip(clipId: string): Promise<void> {
  memoryClips.delete(clipId);
  await deleteStoredRecording(clipId);
}
