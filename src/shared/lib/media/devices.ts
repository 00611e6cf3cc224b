export interface AudioDevice {
  deviceId: string;
  label: string;
}

export interface AudioDevices {
  inputs: AudioDevice[];
  outputs: AudioDevice[];
}

/** Microphones and speakers; labels fall back to a numbered name before permission is granted. */
export async function listAudioDevices(): Promise<AudioDevices> {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.enumerateDevices)
    return { inputs: [], outputs: [] };
  const devices = await navigator.mediaDevices.enumerateDevices();
  const pick = (kind: MediaDeviceKind, fallback: string) =>
    devices
      .filter((device) => device.kind === kind && device.deviceId)
      .map((device, index) => ({
        deviceId: device.deviceId,
        label: device.label || `${fallback} ${index + 1}`,
      }));
  return { inputs: pick('audioinput', 'Microphone'), outputs: pick('audiooutput', 'Speaker') };
}

type SinkCapable = HTMLMediaElement & { setSinkId: (id: string) => Promise<void> };

/** Output device choice needs `HTMLMediaElement.setSinkId` (not in every browser). */
export function supportsOutputSelection(): boolean {
  return typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;
}

export async function applyOutputDevice(element: HTMLMediaElement, deviceId: string | null): Promise<void> {
  if (!deviceId || !('setSinkId' in element)) return;
  await (element as SinkCapable).setSinkId(deviceId);
}

/** iOS (including iPadOS reporting as Mac with touch) needs relay-only ICE. */
export function isIOS(): boolean {
  if (typeof navigator === 'undefined') return false;
  const ua = navigator.userAgent;
  return /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}
