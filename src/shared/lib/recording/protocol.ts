/** Messages between the main thread, the capture worklet and the encoder worker. */

/**
 * Worklet to worker: blocks of audio, then the end. The main thread relays them with their buffers
 * transferred (a MessagePort handed from the worklet straight to the module worker delivered nothing in
 * Chromium 156); that costs it about eleven tiny messages a second and no copying.
 */
export type PcmMessage = { type: 'pcm'; left: Float32Array; right: Float32Array } | { type: 'end' };

/** Main thread to worker. */
export type EncoderCommand = { type: 'start'; id: string } | { type: 'abort' } | PcmMessage;

/** Worker to main thread. */
export type EncoderReport =
  | { type: 'started'; persistent: boolean }
  | {
      type: 'stopped';
      bytes: number;
      samples: number;
      memory: Uint8Array | null;
      /** The WAV after an encoder failure (its bytes here when it lives in memory); null without one. */
      fallback: { bytes: number; samples: number; reason: string; memory: Uint8Array | null } | null;
    }
  | { type: 'failed'; message: string };

/** Main thread to worklet. */
export type CaptureCommand = { type: 'stop' };

export const CAPTURE_PROCESSOR = 'parley-capture';
/** Frames per block posted from the worklet: about 93 ms at 44.1 kHz, few enough messages to stay cheap. */
export const CAPTURE_BLOCK_FRAMES = 4096;

/** OPFS folder of the recordings being written; a file still there at start-up is unfinished. */
export const RECORDINGS_DIRECTORY = 'parley-recordings';
/** A recording's files in that folder: the MP3, and the WAV a failing encoder falls back to. */
export const recordingFileNames = (id: string) => ({ mp3: `${id}.mp3`, wav: `${id}.wav` });
/** A Web Lock per live recording, so another tab's listing never offers it for recovery. */
export const recordingLockName = (id: string) => `parley-recording:${id}`;
