/// <reference lib="webworker" />
import { CAPTURE_BLOCK_FRAMES, CAPTURE_PROCESSOR, type CaptureCommand, type PcmMessage } from './protocol';

// The AudioWorkletGlobalScope is not in TypeScript's libs; these are the parts used here.
declare const registerProcessor: (name: string, processor: new () => object) => void;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}

/**
 * Copies the mixed input into blocks of CAPTURE_BLOCK_FRAMES stereo frames and posts them (transferred,
 * no copy) towards the encoder worker. The audio thread never waits for anyone.
 */
class CaptureProcessor extends AudioWorkletProcessor {
  private left = new Float32Array(CAPTURE_BLOCK_FRAMES);
  private right = new Float32Array(CAPTURE_BLOCK_FRAMES);
  private filled = 0;
  private stopped = false;

  constructor() {
    super();
    this.port.onmessage = (event: MessageEvent<CaptureCommand>) => {
      if (event.data.type === 'stop') this.stop();
    };
  }

  private post(frames: number) {
    if (frames === 0) return;
    const message: PcmMessage = {
      type: 'pcm',
      left: frames === this.left.length ? this.left : this.left.slice(0, frames),
      right: frames === this.right.length ? this.right : this.right.slice(0, frames),
    };
    this.port.postMessage(message, [message.left.buffer, message.right.buffer]);
    this.left = new Float32Array(CAPTURE_BLOCK_FRAMES);
    this.right = new Float32Array(CAPTURE_BLOCK_FRAMES);
    this.filled = 0;
  }

  private stop() {
    if (this.stopped) return;
    this.stopped = true;
    this.post(this.filled);
    this.port.postMessage({ type: 'end' } satisfies PcmMessage);
  }

  process(inputs: Float32Array[][]): boolean {
    if (this.stopped) return false;
    const channels = inputs[0] ?? [];
    // No connected source: the render quantum still counts as silence, so time keeps running.
    const left = channels[0];
    const right = channels[1] ?? left;
    const frames = left?.length ?? 128;
    let offset = 0;
    while (offset < frames) {
      const count = Math.min(frames - offset, CAPTURE_BLOCK_FRAMES - this.filled);
      if (left && right) {
        this.left.set(left.subarray(offset, offset + count), this.filled);
        this.right.set(right.subarray(offset, offset + count), this.filled);
      }
      this.filled += count;
      offset += count;
      if (this.filled === CAPTURE_BLOCK_FRAMES) this.post(CAPTURE_BLOCK_FRAMES);
    }
    return true;
  }
}

registerProcessor(CAPTURE_PROCESSOR, CaptureProcessor);
