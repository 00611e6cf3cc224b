/** Microphone access (spec 02 §8, §4): permission states, the constraints calls use, and the spec's messages. */
export type MicrophonePermission = 'granted' | 'prompt' | 'denied' | 'unknown';

export const MICROPHONE_MESSAGES = {
  denied: 'Microphone access denied. Please enable microphone in your browser settings and refresh.',
  required: 'Microphone access required. Please grant permission when prompted.',
  checkFailed: 'Error checking microphone permission. Please refresh and try again.',
  noTrack: 'No audio track available. Please check your microphone settings.',
  failed: 'Failed to access microphone. Please check your browser settings.',
} as const;

/** Echo cancellation, noise suppression and automatic gain control on every call microphone. */
export const CALL_AUDIO_CONSTRAINTS = {
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
} as const satisfies MediaTrackConstraints;

/** An error whose message is one of {@link MICROPHONE_MESSAGES}; `permission` tells the banner which state applies. */
export class MicrophoneError extends Error {
  readonly permission: MicrophonePermission;
  constructor(message: string, permission: MicrophonePermission) {
    super(message);
    this.name = 'MicrophoneError';
    this.permission = permission;
  }
}

/**
 * Reads the Permissions API; browsers without it answer 'unknown'. A query the browser refuses (no
 * 'microphone' name) rejects, which the room shows as the spec's "Error checking microphone permission".
 */
export async function queryMicrophonePermission(): Promise<MicrophonePermission> {
  if (!navigator.permissions?.query) return 'unknown';
  const { state } = await navigator.permissions.query({ name: 'microphone' as PermissionName });
  return state === 'granted' || state === 'prompt' || state === 'denied' ? state : 'unknown';
}

/** Maps a getUserMedia failure to the spec's message. */
export function toMicrophoneError(error: unknown): MicrophoneError {
  if (error instanceof MicrophoneError) return error;
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return new MicrophoneError(MICROPHONE_MESSAGES.denied, 'denied');
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return new MicrophoneError(MICROPHONE_MESSAGES.noTrack, 'unknown');
  }
  return new MicrophoneError(MICROPHONE_MESSAGES.failed, 'unknown');
}

/**
 * Opens the microphone with the call constraints (optionally a chosen input device). Throws a
 * {@link MicrophoneError} carrying the spec's message.
 */
export async function openMicrophone(deviceId?: string | null): Promise<MediaStream> {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
    throw new MicrophoneError(MICROPHONE_MESSAGES.failed, 'unknown');
  }
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      audio: deviceId
        ? { ...CALL_AUDIO_CONSTRAINTS, deviceId: { exact: deviceId } }
        : { ...CALL_AUDIO_CONSTRAINTS },
      video: false,
    });
  } catch (error) {
    throw toMicrophoneError(error);
  }
  if (stream.getAudioTracks().length === 0) {
    stopStream(stream);
    throw new MicrophoneError(MICROPHONE_MESSAGES.noTrack, 'granted');
  }
  return stream;
}

export function stopStream(stream: MediaStream | null | undefined): void {
  stream?.getTracks().forEach((track) => track.stop());
}

export function setStreamEnabled(stream: MediaStream | null | undefined, enabled: boolean): void {
  stream?.getAudioTracks().forEach((track) => {
    track.enabled = enabled;
  });
}
