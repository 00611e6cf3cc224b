import { summarizeMp3 } from '../audio/mp3-frames';
import { recordingFileNames, recordingLockName } from './protocol';
import {
  parseRecordingId,
  recordingsDirectory,
  supportsRecordingFiles,
  type RecordingKind,
  type StoredRecording,
} from './recording-files';

/**
 * Reading back what is on disk: the recordings a closed tab left unfinished, and a finished one's files. Apart
 * from the files' names and removal (recording-files.ts), so a room that only records and deletes never
 * loads the MP3 frame reader.
 */
/** Ids of recordings some live tab or worker is still writing. */
async function liveRecordingIds(): Promise<Set<string>> {
  const state = await navigator.locks?.query().catch(() => null);
  const prefix = recordingLockName('');
  return new Set(
    (state?.held ?? [])
      .map((lock) => lock.name ?? '')
      .filter((name) => name.startsWith(prefix))
      .map((name) => name.slice(prefix.length)),
  );
}

const WINDOW_BYTES = 1 << 20;
const WAV_HEADER_BYTES = 44;
/** 16-bit stereo at 44.1 kHz, as the encoder's fallback writes it. */
const WAV_BYTES_PER_SECOND = 44_100 * 2 * 2;

/**
 * Walks the frames of an MP3 on disk a megabyte at a time (a long recording never lands in memory
 * whole) and returns its playing time and the length up to its last complete frame.
 */
export async function measureMp3File(blob: Blob): Promise<{ durationMs: number; validBytes: number }> {
  let offset = 0;
  let durationMs = 0;
  while (offset < blob.size) {
    const window = new Uint8Array(await blob.slice(offset, offset + WINDOW_BYTES).arrayBuffer());
    const summary = summarizeMp3(window);
    if (!summary || summary.frames === 0) break;
    durationMs += summary.durationMs;
    // A window that ends inside a frame: the next read starts at that frame.
    offset += summary.validBytes;
  }
  return { durationMs, validBytes: offset };
}

/**
 * Recordings of `owner` left on disk by a tab that closed, reloaded or crashed while recording (and those
 * that name no owner); another account's on the same device stay where they are.
 */
export async function listUnfinishedRecordings(
  kind: RecordingKind,
  owner: string,
): Promise<StoredRecording[]> {
  if (!supportsRecordingFiles()) return [];
  const directory = await recordingsDirectory();
  const live = await liveRecordingIds();
  const found: StoredRecording[] = [];
  // Async iteration of directories is in TypeScript's DOM.AsyncIterable lib, which the project leaves out.
  const entries = (directory as unknown as { values(): AsyncIterable<FileSystemHandle> }).values();
  for await (const handle of entries) {
    if (handle.kind !== 'file' || !handle.name.endsWith('.mp3')) continue;
    const id = handle.name.slice(0, -'.mp3'.length);
    const parsed = parseRecordingId(id);
    if (!parsed || parsed.kind !== kind || live.has(id)) continue;
    if (parsed.owner !== null && parsed.owner !== owner) continue;
    const file = await (handle as FileSystemFileHandle).getFile();
    const { durationMs, validBytes } = await measureMp3File(file);
    // The WAV a failing encoder switched to holds the rest of the recording.
    const wav = await openStoredWav(id);
    const wavBytes = wav ? wav.size - WAV_HEADER_BYTES : 0;
    found.push({
      id,
      kind,
      startedAt: parsed.startedAt,
      durationMs: durationMs + (wavBytes / WAV_BYTES_PER_SECOND) * 1000,
      bytes: validBytes + wavBytes,
    });
  }
  return found.sort((a, b) => b.startedAt - a.startedAt);
}

/** A finished recording's file as an audio/mpeg Blob read lazily from disk (nothing is copied). */
export async function openStoredRecording(id: string): Promise<Blob> {
  const directory = await recordingsDirectory();
  const file = await (await directory.getFileHandle(`${id}.mp3`)).getFile();
  return file.slice(0, file.size, 'audio/mpeg');
}

/** An unfinished recording, cut after its last complete frame so it always plays. */
export async function readUnfinishedRecording(id: string): Promise<Blob> {
  const file = await openStoredRecording(id);
  const { validBytes } = await measureMp3File(file);
  return file.slice(0, validBytes, 'audio/mpeg');
}

/** The WAV a failing encoder fell back to, or null when there is none (or it holds no audio). */
export async function openStoredWav(id: string): Promise<Blob | null> {
  const directory = await recordingsDirectory();
  const handle = await directory.getFileHandle(recordingFileNames(id).wav).catch(() => null);
  const file = await handle?.getFile();
  if (!file || file.size <= WAV_HEADER_BYTES) return null;
  return file.slice(0, file.size, 'audio/wav');
}

/** A recording whose worker never finished: the MP3 cut after its last frame, and any WAV after it. */
export async function readUnfinishedParts(
  id: string,
): Promise<{ mp3: Blob | null; wav: Blob | null; durationMs: number }> {
  const mp3 = await readUnfinishedRecording(id).catch(() => null);
  const wav = await openStoredWav(id);
  const mp3Ms = mp3 ? (await measureMp3File(mp3)).durationMs : 0;
  const wavMs = wav ? ((wav.size - WAV_HEADER_BYTES) / WAV_BYTES_PER_SECOND) * 1000 : 0;
  return { mp3: mp3 && mp3.size > 0 ? mp3 : null, wav, durationMs: mp3Ms + wavMs };
}
