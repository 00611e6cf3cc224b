import { scopeBind, type EventCallable } from 'effector';
import { SPEAKING_SAMPLE_MS } from '@/shared/config';
import { createLevelMeter } from '@/shared/lib/media';

/** Samples the microphone level every 100 ms into `sampled`; returns the stop function. */
export function startLevelSampling(stream: MediaStream, sampled: EventCallable<number>): () => void {
  const meter = createLevelMeter(stream);
  const emit = scopeBind(sampled, { safe: true });
  const timer = setInterval(() => emit(meter.read()), SPEAKING_SAMPLE_MS);
  return () => {
    clearInterval(timer);
    meter.close();
  };
}
