import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordingStartError, startMixRecorder } from './mix-recorder';

/** The encoder's worker, as the browser gives it when its script cannot load: an `error` event, no message. */
const { UnloadableWorker } = vi.hoisted(() => ({
  UnloadableWorker: class UnloadableWorker extends EventTarget {
    static created: UnloadableWorker[] = [];
    terminated = false;
    constructor() {
      super();
      UnloadableWorker.created.push(this);
      setTimeout(() =>
        this.dispatchEvent(Object.assign(new Event('error', { cancelable: true }), { message: '' })),
      );
    }
    postMessage() {}
    terminate() {
      this.terminated = true;
    }
  },
}));

vi.mock('./encoder.worker.ts?worker', () => ({ default: UnloadableWorker }));
vi.mock('./capture.worklet.ts?worker&url', () => ({ default: '/capture.js' }));

class FakeNode {
  channelCount = 0;
  channelCountMode = '';
  gain = { value: 1 };
  port = { postMessage() {}, onmessage: null };
  connect<T>(next: T) {
    return next;
  }
  disconnect() {}
}

class FakeAudioContext {
  static closed = 0;
  destination = new FakeNode();
  audioWorklet = { addModule: async () => undefined };
  createGain = () => new FakeNode();
  createMediaStreamSource = () => new FakeNode();
  suspend = async () => undefined;
  resume = async () => undefined;
  close = async () => {
    FakeAudioContext.closed += 1;
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  UnloadableWorker.created = [];
  FakeAudioContext.closed = 0;
});

describe('a recorder whose encoder cannot load (offline before it was cached, gone after an update)', () => {
  it('fails to start, instead of starting forever, and releases its worker and audio context', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    vi.stubGlobal('AudioWorkletNode', FakeNode);
    await expect(startMixRecorder({ kind: 'call', streams: [] })).rejects.toBeInstanceOf(RecordingStartError);
    expect(UnloadableWorker.created).toHaveLength(1);
    expect(UnloadableWorker.created[0]?.terminated).toBe(true);
    expect(FakeAudioContext.closed).toBe(1);
  });
});
