import { describe, expect, it, vi } from 'vitest';
import { deliverRecording, deliverRecordingParts, type DeliveryEnvironment } from './deliver';

function environment(options: { canShare: boolean; shareFails?: boolean }) {
  const downloaded: File[] = [];
  const shared: File[] = [];
  const env: DeliveryEnvironment = {
    canShareFile: () => options.canShare,
    share: vi.fn(async (file: File) => {
      if (options.shareFails) throw new DOMException('Share canceled', 'AbortError');
      shared.push(file);
    }),
    download: (file) => void downloaded.push(file),
  };
  return { env, downloaded, shared };
}

const mp3 = new Blob([new Uint8Array([0xff, 0xfb, 0x90, 0])], { type: 'audio/mpeg' });
const NAME = 'Recording-05-Jan-2025 -- 3-04-05 PM - 3-41-10 PM.mp3';

describe('deliverRecording', () => {
  it('downloads the MP3 under its name where files cannot be shared', async () => {
    const { env, downloaded } = environment({ canShare: false });
    await expect(deliverRecording(mp3, NAME, env)).resolves.toBe('downloaded');
    expect(downloaded).toHaveLength(1);
    expect(downloaded[0]).toMatchObject({ name: NAME, type: 'audio/mpeg', size: 4 });
  });

  it('downloads a copy of the bytes, read before it resolves, so the file on disk may go at once', async () => {
    const { env, downloaded } = environment({ canShare: false });
    const onDisk = new Blob([new Uint8Array([0xff, 0xfb, 0x90, 7])], { type: 'audio/mpeg' });
    const read = vi.spyOn(File.prototype, 'arrayBuffer');

    await deliverRecording(onDisk, NAME, env);

    expect(read).toHaveBeenCalled();
    expect(downloaded).toHaveLength(1);
    expect(new Uint8Array(await downloaded[0]!.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xfb, 0x90, 7]));
  });

  it('shares it on phones', async () => {
    const { env, shared, downloaded } = environment({ canShare: true });
    await expect(deliverRecording(mp3, NAME, env)).resolves.toBe('shared');
    expect(shared[0]?.name).toBe(NAME);
    expect(downloaded).toHaveLength(0);
  });

  it('falls back to a download when sharing fails or is dismissed, so a copy is always kept', async () => {
    const { env, downloaded } = environment({ canShare: true, shareFails: true });
    await expect(deliverRecording(mp3, NAME, env)).resolves.toBe('fallback');
    expect(downloaded[0]?.name).toBe(NAME);
  });
});

describe('deliverRecordingParts', () => {
  const wav = new Blob([new Uint8Array(48)], { type: 'audio/wav' });
  const name = (extension: 'mp3' | 'wav') => `Recording-05-Jan-2025 -- 3-04-05 PM - 3-41-10 PM.${extension}`;

  it('after an encoder failure hands over the MP3 up to it and the WAV after it, each with its type', async () => {
    const { env, downloaded } = environment({ canShare: false });
    await expect(deliverRecordingParts({ mp3, wav }, name, env)).resolves.toBe('mp3+wav');
    expect(downloaded.map((file) => [file.name, file.type, file.size])).toEqual([
      [name('mp3'), 'audio/mpeg', 4],
      [name('wav'), 'audio/wav', 48],
    ]);
  });

  it('hands over the WAV alone when the encoder failed before its first frame', async () => {
    const { env, downloaded } = environment({ canShare: false });
    await expect(deliverRecordingParts({ mp3: null, wav }, name, env)).resolves.toBe('wav');
    expect(downloaded.map((file) => file.name)).toEqual([name('wav')]);
  });

  it('says how a lone MP3 went', async () => {
    const { env } = environment({ canShare: true });
    await expect(deliverRecordingParts({ mp3, wav: null }, name, env)).resolves.toBe('shared');
  });
});
