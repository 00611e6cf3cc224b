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
 * Hands a finished MP3 to the user: the share sheet on phones, otherwise a download. A share that fails
 * or is dismissed still downloads the file, so saving never ends without a copy.
 */
export async function deliverRecording(
  blob: Blob,
  name: string,
  environment: DeliveryEnvironment = browserEnvironment,
): Promise<Delivery> {
  const file = new File([blob], name, { type: 'audio/mpeg' });
  if (!environment.canShareFile(file)) {
    environment.download(file);
    return 'downloaded';
  }
  try {
    await environment.share(file);
    return 'shared';
  } catch {
    environment.download(file);
    return 'fallback';
  }
}
