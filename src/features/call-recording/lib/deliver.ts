export type Delivery = 'shared' | 'downloaded' | 'fallback';

export interface DeliveryEnvironment {
  /** The Web Share API can share this file, on a device where sharing is how files are kept (phones). */
  canShareFile(file: File): boolean;
  share(file: File): Promise<void>;
  download(file: File): void;
}

const browserEnvironment: DeliveryEnvironment = {
  canShareFile: (file) =>
    typeof navigator.canShare === 'function' &&
    navigator.canShare({ files: [file] }) &&
    window.matchMedia('(pointer: coarse)').matches,
  share: (file) => navigator.share({ files: [file], title: file.name }),
  download(file) {
    const url = URL.createObjectURL(file);
    const link = document.createElement('a');
    link.href = url;
    link.download = file.name;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    // Revoking at once can cancel the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  },
};

/**
 * A download reads its file after the link's click returns, while callers delete the recording from disk as
 * soon as delivery resolves: the download gets the bytes in memory, not the file on disk, or a loaded machine
 * cancels it (seen in CI: 'download canceled') after the only copy is gone.
 */
async function downloadKept(file: File, environment: DeliveryEnvironment) {
  environment.download(new File([await file.arrayBuffer()], file.name, { type: file.type }));
}

/**
 * Hands a finished recording (MP3, or the WAV of a failed encoder) to the user: the share sheet on phones, otherwise a download. A share that fails
 * or is dismissed still downloads the file, so saving never ends without a copy. Once it resolves, the copy
 * no longer depends on `blob`, whose file on disk the caller then deletes.
 */
export async function deliverRecording(
  blob: Blob,
  name: string,
  environment: DeliveryEnvironment = browserEnvironment,
): Promise<Delivery> {
  const file = new File([blob], name, { type: blob.type || 'audio/mpeg' });
  if (!environment.canShareFile(file)) {
    await downloadKept(file, environment);
    return 'downloaded';
  }
  try {
    await environment.share(file);
    return 'shared';
  } catch {
    await downloadKept(file, environment);
    return 'fallback';
  }
}

/** What saving a recording's parts gave: how the MP3 reached the host, or which formats were saved. */
export type PartsDelivery = Delivery | 'wav' | 'mp3+wav';

/**
 * Hands over the MP3 and, after an encoder failure, the WAV with the rest: both are the host's before the
 * caller deletes them from disk. `name` gives the file name for an extension.
 */
export async function deliverRecordingParts(
  parts: { mp3: Blob | null; wav: Blob | null },
  name: (extension: 'mp3' | 'wav') => string,
  environment: DeliveryEnvironment = browserEnvironment,
): Promise<PartsDelivery> {
  // Without a WAV the MP3 is delivered even when empty, as it always was.
  const mp3 = parts.mp3 ?? (parts.wav ? null : new Blob([], { type: 'audio/mpeg' }));
  const delivery = mp3 ? await deliverRecording(mp3, name('mp3'), environment) : null;
  if (!parts.wav) return delivery!;
  await deliverRecording(parts.wav, name('wav'), environment);
  return delivery ? 'mp3+wav' : 'wav';
}
