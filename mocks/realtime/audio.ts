/**
 * Recognises a recording clip by its bytes and checks that it decodes as what it claims: MP3 (Layer III
 * frames chained end to end, an optional ID3v2 tag before and ID3v1 tag after), WAV (RIFF with `fmt ` and
 * `data` chunks), Ogg (pages chained end to end) or WebM (an EBML header whose DocType is webm). The
 * duration is measured from the data, never taken from the client. Null when the bytes are none of these.
 */
export interface AudioInfo {
  mimeType: 'audio/mpeg' | 'audio/wav' | 'audio/ogg' | 'audio/webm';
  extension: 'mp3' | 'wav' | 'ogg' | 'webm';
  /** Seconds (0 when the container does not say, as for WebM). */
  duration: number;
}

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const u32le = (b: Uint8Array, i: number) =>
  ((b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16)) + b[i + 3]! * 2 ** 24) >>> 0;

const MP3_BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MP3_BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const MP3_SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

function mp3Frame(b: Uint8Array, i: number): { length: number; samples: number; rate: number } | null {
  if (i + 4 > b.length || b[i] !== 0xff || (b[i + 1]! & 0xe0) !== 0xe0) return null;
  const version = (b[i + 1]! >> 3) & 3;
  const layer = (b[i + 1]! >> 1) & 3;
  if (version === 1 || layer !== 1) return null; // reserved version; Layer III only
  const bitrateIndex = b[i + 2]! >> 4;
  const rateIndex = (b[i + 2]! >> 2) & 3;
  const padding = (b[i + 2]! >> 1) & 1;
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const rate = MP3_SAMPLE_RATES[version]![rateIndex]!;
  const v1 = version === 3;
  const bitrate = (v1 ? MP3_BITRATES_V1 : MP3_BITRATES_V2)[bitrateIndex]! * 1000;
  const length = Math.floor(((v1 ? 144 : 72) * bitrate) / rate) + padding;
  return { length, samples: v1 ? 1152 : 576, rate };
}

function inspectMp3(b: Uint8Array): number | null {
  let i = 0;
  if (ascii(b, 0, 3) === 'ID3' && b.length >= 10) {
    const size = ((b[6]! & 0x7f) << 21) | ((b[7]! & 0x7f) << 14) | ((b[8]! & 0x7f) << 7) | (b[9]! & 0x7f);
    i = 10 + size + (b[5]! & 0x10 ? 10 : 0);
  }
  let seconds = 0;
  let frames = 0;
  while (i < b.length) {
    const frame = mp3Frame(b, i);
    if (!frame) break;
    if (i + frame.length > b.length) break;
    seconds += frame.samples / frame.rate;
    frames += 1;
    i += frame.length;
  }
  const rest = b.length - i;
  // A truncated last frame (a stopped encoder) or an ID3v1 tag may follow; nothing else.
  const tail =
    rest === 0 || (rest === 128 && ascii(b, i, 3) === 'TAG') || (frames > 0 && mp3Frame(b, i) !== null);
  return frames > 0 && tail ? seconds : null;
}

function inspectWav(b: Uint8Array): number | null {
  if (b.length < 12 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WAVE') return null;
  let i = 12;
  let byteRate = 0;
  while (i + 8 <= b.length) {
    const id = ascii(b, i, 4);
    const size = u32le(b, i + 4);
    if (id === 'fmt ') {
      if (size < 16 || i + 8 + 16 > b.length) return null;
      const channels = b[i + 10]! | (b[i + 11]! << 8);
      byteRate = u32le(b, i + 16);
      if (channels === 0 || byteRate === 0) return null;
    } else if (id === 'data') {
      if (byteRate === 0) return null;
      // Streaming writers leave the size at its maximum: count what is there.
      const dataBytes = Math.min(size, b.length - i - 8);
      return dataBytes > 0 ? dataBytes / byteRate : null;
    }
    i += 8 + size + (size % 2);
  }
  return null;
}

function inspectOgg(b: Uint8Array): number | null {
  let i = 0;
  let granule = 0;
  let rate = 0;
  let pages = 0;
  while (i < b.length) {
    if (i + 27 > b.length || ascii(b, i, 4) !== 'OggS' || b[i + 4] !== 0) return null;
    const segments = b[i + 26]!;
    if (i + 27 + segments > b.length) return null;
    let body = 0;
    for (let s = 0; s < segments; s += 1) body += b[i + 27 + s]!;
    const start = i + 27 + segments;
    if (start + body > b.length) return null;
    if (pages === 0) {
      if (ascii(b, start, 8) === 'OpusHead') rate = 48000;
      else if (ascii(b, start + 1, 6) === 'vorbis') rate = u32le(b, start + 12);
      else return null;
    }
    const low = u32le(b, i + 6);
    const high = u32le(b, i + 10);
    if (high !== 0xffffffff) granule = high * 2 ** 32 + low;
    pages += 1;
    i = start + body;
  }
  return pages > 0 && rate > 0 ? granule / rate : null;
}

function inspectWebm(b: Uint8Array): number | null {
  if (b.length < 8 || b[0] !== 0x1a || b[1] !== 0x45 || b[2] !== 0xdf || b[3] !== 0xa3) return null;
  // The DocType element (0x4282) inside the EBML header names the container.
  const header = ascii(b, 0, Math.min(b.length, 64));
  return header.includes('webm') && b.length > 64 ? 0 : null;
}

export function inspectAudio(bytes: Uint8Array): AudioInfo | null {
  if (bytes.length === 0) return null;
  const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
  const wav = inspectWav(bytes);
  if (wav !== null) return { mimeType: 'audio/wav', extension: 'wav', duration: round(wav) };
  const ogg = ascii(bytes, 0, 4) === 'OggS' ? inspectOgg(bytes) : null;
  if (ogg !== null) return { mimeType: 'audio/ogg', extension: 'ogg', duration: round(ogg) };
  const webm = inspectWebm(bytes);
  if (webm !== null) return { mimeType: 'audio/webm', extension: 'webm', duration: webm };
  const mp3 = inspectMp3(bytes);
  if (mp3 !== null) return { mimeType: 'audio/mpeg', extension: 'mp3', duration: round(mp3) };
  return null;
}
