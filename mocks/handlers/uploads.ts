import { IMAGE_MAX_BYTES } from '../../src/shared/config/constants';
import type { BackgroundType } from '../../src/shared/api/schemas';
import { db } from '../data/db';
import { bytesToBase64 } from '../data/encoding';
import { storedFilesRefusal } from '../data/file-storage';
import { randomObjectId } from '../data/prng';
import { HttpError } from './http';

export const IMAGE_MESSAGES = {
  picture: { type: 'Please select an image file', size: 'Image size should be less than 5MB' },
  background: {
    type: 'Please select an image file for the background',
    size: 'Background image size should be less than 5MB',
  },
} as const;

/** Raster types recognised by their leading bytes; the declared type and file name are never trusted. */
const IMAGE_SIGNATURES: Array<{ mimeType: string; extension: string; matches: (b: Uint8Array) => boolean }> =
  [
    {
      mimeType: 'image/png',
      extension: 'png',
      matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte),
    },
    {
      mimeType: 'image/jpeg',
      extension: 'jpg',
      matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
    },
    {
      mimeType: 'image/gif',
      extension: 'gif',
      matches: (b) => /^GIF8[79]a$/.test(String.fromCharCode(...b.subarray(0, 6))),
    },
    {
      mimeType: 'image/webp',
      extension: 'webp',
      matches: (b) =>
        String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' &&
        String.fromCharCode(...b.subarray(8, 12)) === 'WEBP',
    },
  ];

export function sniffImage(bytes: Uint8Array): { mimeType: string; extension: string } | null {
  if (bytes.length < 12) return null;
  const found = IMAGE_SIGNATURES.find((signature) => signature.matches(bytes));
  return found ? { mimeType: found.mimeType, extension: found.extension } : null;
}

/**
 * Headers of every stored upload: no MIME sniffing, and a policy that lets nothing run if the file is opened
 * directly (an image needs none of it).
 */
export const UPLOAD_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
} as const;

function isFile(value: FormDataEntryValue | null): value is File {
  return typeof value === 'object' && value !== null && 'arrayBuffer' in value;
}

/**
 * Validates an uploaded image (PNG, JPEG, WebP or GIF by its bytes, not empty, at most 5,242,880 bytes) and
 * stores it under `uploads/` with the type its bytes show.
 */
export async function storeImage(
  entry: FormDataEntryValue | null,
  ownerId: string,
  kind: 'picture' | 'background',
): Promise<string> {
  const messages = IMAGE_MESSAGES[kind];
  if (!isFile(entry) || entry.size === 0) throw new HttpError(400, messages.type);
  if (entry.size > IMAGE_MAX_BYTES) throw new HttpError(400, messages.size);
  const bytes = new Uint8Array(await entry.arrayBuffer());
  const image = sniffImage(bytes);
  if (!image) throw new HttpError(400, messages.type);
  const full = storedFilesRefusal(bytes.length);
  if (full) throw new HttpError(507, full);
  const _id = randomObjectId();
  const folder = kind === 'picture' ? 'profile-pictures' : 'backgrounds';
  const path = `uploads/${folder}/${_id}.${image.extension}`;
  await db.uploads.create({
    _id,
    ownerId,
    path,
    mimeType: image.mimeType,
    base64: bytesToBase64(bytes),
    size: bytes.length,
    createdAt: new Date().toISOString(),
  });
  return path;
}

/** Removes a stored upload when a picture or background is replaced or removed. */
export function discardUpload(path: string): void {
  if (path.startsWith('uploads/')) db.uploads.delete((q) => q.where({ path }));
}

/**
 * Resolves the background multipart (spec 02 §7): `backgroundType` custom (file `callPageBackground`),
 * inbuilt (`selectedBackground`: an `inbuilt-{n}` id or its URL) or none. Returns the value to store.
 */
export async function resolveBackground(form: FormData, ownerId: string): Promise<string> {
  const rawType = form.get('backgroundType');
  const file = form.get('callPageBackground');
  const selected = form.get('selectedBackground');
  const type: BackgroundType | null =
    rawType === 'custom' || rawType === 'inbuilt' || rawType === 'none'
      ? rawType
      : isFile(file)
        ? 'custom'
        : typeof selected === 'string' && selected
          ? 'inbuilt'
          : null;
  if (type === null) throw new HttpError(400, 'No background selected or file provided to save.');
  if (type === 'none') return '';
  if (type === 'custom') return storeImage(file, ownerId, 'background');
  const value = typeof selected === 'string' ? selected.trim() : '';
  const background = db.backgrounds.findFirst((q) =>
    q.where((record) => record._id === value || record.url === value || value.endsWith(record.url)),
  );
  if (!background) throw new HttpError(400, 'Selected background not found');
  return background._id;
}
