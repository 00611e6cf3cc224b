import { summarizeMp3 } from '@/shared/lib/audio';

/**
 * Cuts an MP3 into consecutive parts of at most `maxBytes`, each ending on a frame boundary, so every part
 * plays on its own and a press of any length fits the server's per-clip limit. Reads one window at a time:
 * a long press never lands in memory whole. Bytes after the last complete frame are left out.
 */
export async function splitMp3Blob(blob: Blob, maxBytes: number): Promise<Blob[]> {
  const parts: Blob[] = [];
  let offset = 0;
  while (offset < blob.size) {
    const window = new Uint8Array(await blob.slice(offset, offset + maxBytes).arrayBuffer());
    const summary = summarizeMp3(window);
    if (!summary || summary.validBytes === 0) break;
    parts.push(blob.slice(offset, offset + summary.validBytes, 'audio/mpeg'));
    offset += summary.validBytes;
  }
  return parts;
}

/** Base64 of a part, in slices of 3 * 8192 bytes so each slice encodes without padding in the middle. */
export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const SLICE = 3 * 8192;
  let out = '';
  for (let i = 0; i < bytes.length; i += SLICE) {
    out += btoa(String.fromCharCode(...bytes.subarray(i, i + SLICE)));
  }
  return out;
}
