import { RECORDINGS_DIRECTORY } from '@/shared/lib/recording';

/** 128 kbit/s, 44.1 kHz stereo frames of 1152 samples each. */
const FRAMES_PER_SECOND = 44100 / 1152;

function mp3Bytes(seconds: number, cutLastFrame = false): Uint8Array<ArrayBuffer> {
  const frames = Math.ceil(seconds * FRAMES_PER_SECOND);
  const bytes = new Uint8Array(frames * 417 + (cutLastFrame ? 100 : 0));
  for (let i = 0; i < frames; i += 1) bytes.set([0xff, 0xfb, 0x90, 0x00], i * 417);
  if (cutLastFrame) bytes.set([0xff, 0xfb, 0x90, 0x00], frames * 417);
  return bytes;
}

/**
 * Real unfinished recordings in the browser's private file system, as a tab that crashed mid-call leaves
 * them: the dialog lists them through the same code as the app.
 */
export async function leaveUnfinished(files: { startedAt: number; seconds: number; owner?: string }[]) {
  const root = await navigator.storage.getDirectory();
  await root.removeEntry(RECORDINGS_DIRECTORY, { recursive: true }).catch(() => undefined);
  const directory = await root.getDirectoryHandle(RECORDINGS_DIRECTORY, { create: true });
  for (const [index, { startedAt, seconds, owner }] of files.entries()) {
    const name = `call-${startedAt}-story${index}${owner ? `-by-${owner}` : ''}.mp3`;
    const handle = await directory.getFileHandle(name, { create: true });
    const writable = await handle.createWritable();
    await writable.write(mp3Bytes(seconds, true));
    await writable.close();
  }
  return async () => {
    await root.removeEntry(RECORDINGS_DIRECTORY, { recursive: true }).catch(() => undefined);
  };
}
