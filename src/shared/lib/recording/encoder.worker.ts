/// <reference lib="webworker" />
import { createEncoderSession, createMemorySink, type EncoderSession, type Mp3Sink } from './encoder-session';
import {
  RECORDINGS_DIRECTORY,
  recordingLockName,
  type EncoderCommand,
  type EncoderReport,
  type PcmMessage,
} from './protocol';

declare const self: DedicatedWorkerGlobalScope;

// FileSystemSyncAccessHandle is only in the worker lib of newer TypeScript versions.
interface SyncAccessHandle {
  write(buffer: Uint8Array, options: { at: number }): number;
  flush(): void;
  close(): void;
}

async function openFileSink(id: string): Promise<Mp3Sink | null> {
  try {
    const root = await navigator.storage.getDirectory();
    const directory = await root.getDirectoryHandle(RECORDINGS_DIRECTORY, { create: true });
    const file = await directory.getFileHandle(`${id}.mp3`, { create: true });
    const handle = (await (
      file as unknown as { createSyncAccessHandle(): Promise<SyncAccessHandle> }
    ).createSyncAccessHandle()) as SyncAccessHandle;
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
  const current = createEncoderSession(fileSink ?? memory!);
  session = current;
  onPcm = (message) => {
    if (message.type === 'pcm') {
      current.push(message.left, message.right);
      return;
    }
    const result = current.finish();
    releaseLock();
    const bytes = memory ? memory.bytes() : null;
    report({ type: 'stopped', ...result, memory: bytes }, bytes ? [bytes.buffer] : []);
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
