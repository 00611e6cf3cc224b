import { MP3 } from '@/shared/config/constants';
import workletUrl from './capture.worklet.ts?worker&url';
import EncoderWorker from './encoder.worker.ts?worker';
import {
  CAPTURE_PROCESSOR,
  type CaptureCommand,
  type EncoderCommand,
  type EncoderReport,
  type PcmMessage,
} from './protocol';
import { collectRecording } from './collect';
import { deleteStoredRecording, newRecordingId, type RecordingKind } from './recording-files';
import { openStoredRecording, openStoredWav, readUnfinishedParts } from './unfinished-recordings';

export interface FinishedRecording {
  id: string;
  startedAt: number;
  endedAt: number;
  durationMs: number;
  /** The MP3 (backed by the OPFS file where available); null when nothing was captured as MP3. */
  file: Blob | null;
  /** The WAV holding everything after the MP3 encoder failed; null while it worked. */
  wav: Blob | null;
}

export interface MixRecorder {
  readonly id: string;
  readonly startedAt: number;
  /** False when the browser has no OPFS sync access: the MP3 then lives in the worker's memory. */
  readonly persistent: boolean;
  /** Makes the mix exactly these streams: new ones join, missing ones leave (by stream id). */
  setStreams(streams: readonly MediaStream[]): void;
  /** Number of audio tracks in the mix right now. */
  audioTrackCount(): number;
  stop(): Promise<FinishedRecording>;
  /** Stops and deletes what was written. */
  discard(): Promise<void>;
}

export class RecordingStartError extends Error {}

function waitFor<T extends EncoderReport['type']>(worker: Worker, type: T) {
  return new Promise<Extract<EncoderReport, { type: T }>>((resolve, reject) => {
    const onMessage = (event: MessageEvent<EncoderReport>) => {
      if (event.data.type === type) {
        worker.removeEventListener('message', onMessage);
        resolve(event.data as Extract<EncoderReport, { type: T }>);
      } else if (event.data.type === 'failed') {
        worker.removeEventListener('message', onMessage);
        reject(new RecordingStartError(event.data.message));
      }
    };
    worker.addEventListener('message', onMessage);
  });
}

/** Resumes a context the autoplay policy keeps suspended (auto-start after a reload) at the next gesture. */
function resumeOnGesture(context: AudioContext): () => void {
  const resume = () => void context.resume().catch(() => undefined);
  const events = ['pointerdown', 'keydown'] as const;
  for (const name of events) window.addEventListener(name, resume, { capture: true });
  return () => {
    for (const name of events) window.removeEventListener(name, resume, { capture: true });
  };
}

/** A recorder whose audio graph and encoder are loaded and idle: starting it is a few cheap calls. */
export interface PreparedMixRecorder {
  /** Starts one recording of `streams`; a prepared recorder starts once. */
  start(streams: readonly MediaStream[]): Promise<MixRecorder>;
  /** Releases a recorder that never started. */
  dispose(): void;
}

/**
 * Records a changing set of streams as one MP3: Web Audio mixes them, an AudioWorklet hands blocks of
 * samples straight to a worker that encodes them with lamejs and appends the frames to an OPFS file. The
 * main thread only wires nodes; no audio passes through it.
 */
export async function startMixRecorder(options: {
  kind: RecordingKind;
  streams: readonly MediaStream[];
  owner?: string;
}): Promise<MixRecorder> {
  const prepared = await prepareMixRecorder(options.kind, options.owner);
  return prepared.start(options.streams);
}

/**
 * Builds the audio graph and loads the encoder ahead of a recording. Creating an AudioContext and a worker
 * takes tens of milliseconds of main thread on a phone (hundreds for the page's first context), which a
 * press that starts recording would otherwise spend before its next frame. The context stays suspended, so
 * an idle recorder costs no audio processing.
 */
export async function prepareMixRecorder(kind: RecordingKind, owner?: string): Promise<PreparedMixRecorder> {
  let context: AudioContext | null = null;
  let worker: Worker | null = null;
  const release = () => {
    worker?.terminate();
    void context?.close().catch(() => undefined);
  };
  try {
    context = new AudioContext({ sampleRate: MP3.sampleRate, latencyHint: 'playback' });
    void context.suspend().catch(() => undefined);
    worker = new EncoderWorker({ name: 'parley-mp3-encoder' });
    const failed = workerFailure(worker);
    await context.audioWorklet.addModule(workletUrl);
    const capture = new AudioWorkletNode(context, CAPTURE_PROCESSOR, {
      numberOfInputs: 1,
      numberOfOutputs: 1,
      channelCount: MP3.channels,
      channelCountMode: 'explicit',
      channelInterpretation: 'speakers',
    });
    const mix = context.createGain();
    mix.channelCount = MP3.channels;
    mix.channelCountMode = 'explicit';
    mix.connect(capture);
    // A silent path to the destination keeps the worklet pulled on every render quantum.
    const silent = context.createGain();
    silent.gain.value = 0;
    capture.connect(silent).connect(context.destination);
    return preparedRecorder({ kind, owner, context, worker, failed, capture, mix, release });
  } catch (error) {
    release();
    throw new RecordingStartError(errorMessage(error));
  }
}

/**
 * Rejects when the encoder's script cannot run (not cached offline, gone after an update): the worker then
 * reports an `error` event and never a message, possibly before the recording starts.
 */
function workerFailure(worker: Worker): Promise<never> {
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      reject(new RecordingStartError(event.message || 'The recorder could not load'));
    });
  });
  failed.catch(() => undefined);
  return failed;
}

interface RecorderGraph {
  kind: RecordingKind;
  owner: string | undefined;
  context: AudioContext;
  worker: Worker;
  /** Rejects when the worker fails (`workerFailure`). */
  failed: Promise<never>;
  capture: AudioWorkletNode;
  mix: GainNode;
  /** Terminates the worker and closes the context. */
  release: () => void;
}

function preparedRecorder(graph: RecorderGraph): PreparedMixRecorder {
  let used = false;
  return {
    dispose: () => {
      if (!used) graph.release();
      used = true;
    },
    start: (streams) => {
      if (used) return Promise.reject(new RecordingStartError('This recorder was already used'));
      used = true;
      return begin(graph, streams);
    },
  };
}

async function begin(graph: RecorderGraph, initialStreams: readonly MediaStream[]): Promise<MixRecorder> {
  const { context, worker, capture, mix } = graph;
  const startedAt = Date.now();
  const id = newRecordingId(graph.kind, startedAt, graph.owner);
  const stopResuming = resumeOnGesture(context);
  const cleanUp = () => {
    stopResuming();
    graph.release();
  };
  const started = waitFor(worker, 'started');
  worker.postMessage({ type: 'start', id } satisfies EncoderCommand);
  // Audio flows from this moment: the worker keeps the blocks that arrive while it opens the file. Relay
  // only: the buffers are transferred on, never read here.
  capture.port.onmessage = (event: MessageEvent<PcmMessage>) => {
    const message = event.data;
    if (message.type === 'pcm') worker.postMessage(message, [message.left.buffer, message.right.buffer]);
    else worker.postMessage(message);
  };
  void context.resume().catch(() => undefined);

  const sources = new Map<string, { stream: MediaStream; node: MediaStreamAudioSourceNode }>();
  const setStreams = (streams: readonly MediaStream[]) => {
    const wanted = new Map(streams.filter((s) => s.getAudioTracks().length > 0).map((s) => [s.id, s]));
    for (const [streamId, source] of sources) {
      if (wanted.get(streamId) === source.stream) continue;
      source.node.disconnect();
      sources.delete(streamId);
    }
    for (const [streamId, stream] of wanted) {
      if (sources.has(streamId)) continue;
      const node = context.createMediaStreamSource(stream);
      node.connect(mix);
      sources.set(streamId, { stream, node });
    }
  };

  let persistent: boolean;
  try {
    setStreams(initialStreams);
    ({ persistent } = await Promise.race([started, graph.failed]));
  } catch (error) {
    for (const source of sources.values()) source.node.disconnect();
    cleanUp();
    await deleteStoredRecording(id).catch(() => undefined);
    throw error instanceof RecordingStartError ? error : new RecordingStartError(errorMessage(error));
  }

  let finishing: Promise<FinishedRecording> | null = null;
  const stop = () => {
    finishing ??= (async () => {
      const stopped = waitFor(worker, 'stopped');
      capture.port.postMessage({ type: 'stop' } satisfies CaptureCommand);
      const endedAt = Date.now();
      const parts = await collectRecording({
        stopped,
        disk: {
          mp3: () => openStoredRecording(id),
          wav: () => openStoredWav(id),
          unfinished: () => readUnfinishedParts(id),
        },
        onTimeout: () => worker.terminate(),
      });
      for (const source of sources.values()) source.node.disconnect();
      cleanUp();
      return { id, startedAt, endedAt, durationMs: parts.durationMs, file: parts.mp3, wav: parts.wav };
    })();
    return finishing;
  };
  return {
    id,
    startedAt,
    persistent,
    setStreams,
    audioTrackCount: () => [...sources.values()].reduce((n, s) => n + s.stream.getAudioTracks().length, 0),
    stop,
    discard: async () => {
      await stop();
      await deleteStoredRecording(id);
    },
  };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
