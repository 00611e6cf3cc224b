import { RECORDINGS_DIRECTORY, recordingFileNames } from './protocol';

export type RecordingKind = 'call' | 'clip';

export interface StoredRecording {
  id: string;
  kind: RecordingKind;
  startedAt: number;
  durationMs: number;
  bytes: number;
}

/**
 * 'call-1767200000000-k3x9-by-<account id>': what it is, when it started and whose it is, readable back after
 * a crash, so a recording left on a shared device is offered to its own account alone.
 */
export function newRecordingId(kind: RecordingKind, startedAt: number, owner?: string): string {
  const id = `${kind}-${startedAt}-${Math.random().toString(36).slice(2, 8)}`;
  return owner && /^[\w-]+$/.test(owner) ? `${id}-by-${owner}` : id;
}

export function parseRecordingId(
  id: string,
): { kind: RecordingKind; startedAt: number; owner: string | null } | null {
  const match = /^(call|clip)-(\d+)-[a-z0-9]+(?:-by-([\w-]+))?$/.exec(id);
  return match
    ? { kind: match[1] as RecordingKind, startedAt: Number(match[2]), owner: match[3] ?? null }
    : null;
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
