/// <reference lib="webworker" />
import { createEncoderSession, createMemorySink, type EncoderSession, type Mp3Sink } from './encoder-session';
import {
  RECORDINGS_DIRECTORY,
  recordingFileNames,
  recordingLockName,
  type EncoderCommand,
  type EncoderReport,
  type PcmMessage,
} from './protocol';
import { createMemoryByteFile, type ByteFile } from './wav-writer';

declare const self: DedicatedWorkerGlobalScope;

// FileSystemSyncAccessHandle is only in the worker lib of newer TypeScript versions.
interface SyncAccessHandle {
  write(buffer: Uint8Array, options: { at: number }): number;
  flush(): void;
  close(): void;
}

async function openHandle(name: string): Promise<SyncAccessHandle> {
  const root = await navigator.storage.getDirectory();
  const directory = await root.getDirectoryHandle(RECORDINGS_DIRECTORY, { create: true });
  const file = await directory.getFileHandle(name, { create: true });
  return (await (
    file as unknown as { createSyncAccessHandle(): Promise<SyncAccessHandle> }
  ).createSyncAccessHandle()) as SyncAccessHandle;
}

async function openFileSink(id: string): Promise<Mp3Sink | null> {
  try {
    const handle = await openHandle(recordingFileNames(id).mp3);
    let position = 0;
    return {
      write(bytes) {
        position += handle.write(bytes, { at: position });
      },
      flush: () => handle.flush(),
      close: () => handle.close(),
    };
  } catch {
    return null;
  }
}

/**
 * The WAV a failing encoder falls back to, opened before it is needed: the switch happens inside one block
 * of audio and cannot wait for OPFS. Left empty (and removed at the end) while the encoder works.
 */
async function openFallbackFile(id: string): Promise<(ByteFile & { used(): boolean }) | null> {
  try {
    const handle = await openHandle(recordingFileNames(id).wav);
    let used = false;
    return {
      write(bytes, at) {
        used = true;
        handle.write(bytes, { at });
      },
      flush: () => handle.flush(),
      close: () => handle.close(),
      used: () => used,
    };
  } catch {
    return null;
  }
}

async function removeFile(name: string) {
  const root = await navigator.storage.getDirectory();
  const directory = await root.getDirectoryHandle(RECORDINGS_DIRECTORY, { create: true });
  await directory.removeEntry(name).catch(() => undefined);
}

const report = (message: EncoderReport, transfer: Transferable[] = []) => self.postMessage(message, transfer);

let session: EncoderSession | null = null;
let releaseLock: () => void = () => undefined;

let pending: PcmMessage[] = [];
let onPcm: (message: PcmMessage) => void = (message) => void pending.push(message);

async function start(id: string) {
  // Held for as long as this worker writes the file; released by the browser if the tab dies.
  await new Promise<void>((locked) => {
    void navigator.locks
      ?.request(recordingLockName(id), () => {
        locked();
        return new Promise<void>((release) => (releaseLock = release));
      })
      .catch(() => locked());
    if (!navigator.locks) locked();
  });
  const fileSink = await openFileSink(id);
  const memory = fileSink ? null : createMemorySink();
  const fallbackFile = fileSink ? await openFallbackFile(id) : null;
  const fallbackMemory = fallbackFile ? null : createMemoryByteFile();
  const current = createEncoderSession(fileSink ?? memory!, {
    openFallback: () => fallbackFile ?? fallbackMemory!,
  });
  session = current;
  onPcm = (message) => {
    if (message.type === 'pcm') {
      current.push(message.left, message.right);
      return;
    }
    const result = current.finish();
    void (async () => {
      if (fallbackFile && !result.fallback) {
        fallbackFile.close();
        await removeFile(recordingFileNames(id).wav);
      }
      releaseLock();
      const bytes = memory ? memory.bytes() : null;
      const wavBytes = result.fallback && fallbackMemory ? fallbackMemory.bytes() : null;
      report(
        {
          type: 'stopped',
          bytes: result.bytes,
          samples: result.samples,
          memory: bytes,
          fallback: result.fallback ? { ...result.fallback, memory: wavBytes } : null,
        },
        [bytes?.buffer, wavBytes?.buffer].filter((buffer) => buffer !== undefined),
      );
    })();
  };
  // Audio that arrived while the file was being opened.
  for (const message of pending) onPcm(message);
  pending = [];
  report({ type: 'started', persistent: fileSink !== null });
}

self.onmessage = (event: MessageEvent<EncoderCommand>) => {
  const command = event.data;
  if (command.type === 'pcm' || command.type === 'end') {
    onPcm(command);
  } else if (command.type === 'start') {
    start(command.id).catch((error: unknown) =>
      report({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  } else {
    session?.finish();
    releaseLock();
  }
};
