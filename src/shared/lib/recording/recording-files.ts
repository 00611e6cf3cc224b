import { RECORDINGS_DIRECTORY, recordingFileNames } from './protocol';

export type RecordingKind = 'call' | 'clip';

export interface StoredRecording {
  id: string;
  kind: RecordingKind;
  startedAt: number;
  durationMs: number;
  bytes: number;
}

/** 'call-1767200000000-k3x9' : what it is and when it started, readable back after a crash. */
export function newRecordingId(kind: RecordingKind, startedAt: number): string {
  return `${kind}-${startedAt}-${Math.random().toString(36).slice(2, 8)}`;
}

export function parseRecordingId(id: string): { kind: RecordingKind; startedAt: number } | null {
  const match = /^(call|clip)-(\d+)-[a-z0-9]+$/.exec(id);
  return match ? { kind: match[1] as RecordingKind, startedAt: Number(match[2]) } : null;
}

export function supportsRecordingFiles(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.storage?.getDirectory === 'function';
}

export async function recordingsDirectory(): Promise<FileSystemDirectoryHandle> {
  const root = await navigator.storage.getDirectory();
  return root.getDirectoryHandle(RECORDINGS_DIRECTORY, { create: true });
}

export async function deleteStoredRecording(id: string): Promise<void> {
  if (!supportsRecordingFiles()) return;
  const directory = await recordingsDirectory();
  const names = recordingFileNames(id);
  for (const name of [names.mp3, names.wav]) {
    await directory.removeEntry(name).catch((error: unknown) => {
      if (!(error instanceof DOMException && error.name === 'NotFoundError')) throw error;
    });
  }
}
