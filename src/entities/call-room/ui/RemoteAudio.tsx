import { useEffect, useRef } from 'react';
import { applyOutputDevice } from '@/shared/lib/media';

/** Plays a remote participant's audio on the chosen output device (setSinkId where supported). */
export function RemoteAudio({
  stream,
  outputDeviceId,
}: {
  stream: MediaStream | null;
  outputDeviceId: string | null;
}) {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.srcObject = stream;
    if (stream) void element.play().catch(() => undefined);
  }, [stream]);
  useEffect(() => {
    if (ref.current) void applyOutputDevice(ref.current, outputDeviceId).catch(() => undefined);
  }, [outputDeviceId]);
  return <audio ref={ref} autoPlay playsInline hidden />;
}
