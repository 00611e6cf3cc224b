import { IMAGE_MAX_BYTES } from '../../src/shared/config/constants';
import type { BackgroundType } from '../../src/shared/api/schemas';
import { db } from '../data/db';
import { bytesToBase64 } from '../data/encoding';
import { randomObjectId } from '../data/prng';
import { HttpError } from './http';

export const IMAGE_MESSAGES = {
  picture: { type: 'Please select an image file', size: 'Image size should be less than 5MB' },
  background: {
    type: 'Please select an image file for the background',
    size: 'Background image size should be less than 5MB',
  },
} as const;

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/avif': 'avif',
};

function isFile(value: FormDataEntryValue | null): value is File {
  return typeof value === 'object' && value !== null && 'arrayBuffer' in value;
}

/** Validates an uploaded image (image type, at most 5,242,880 bytes) and stores it under `uploads/`. */
export async function storeImage(
  entry: FormDataEntryValue | null,
  ownerId: string,
  kind: 'picture' | 'background',
): Promise<string> {
  const messages = IMAGE_MESSAGES[kind];
  if (!isFile(entry) || !entry.type.startsWith('image/')) throw new HttpError(400, messages.type);
  if (entry.size > IMAGE_MAX_BYTES) throw new HttpError(400, messages.size);
  const bytes = new Uint8Array(await entry.arrayBuffer());
  const _id = randomObjectId();
  const folder = kind === 'picture' ? 'profile-pictures' : 'backgrounds';
  const path = `uploads/${folder}/${_id}.${EXTENSIONS[entry.type] ?? 'img'}`;
  await db.uploads.create({
    _id,
    ownerId,
    path,
    mimeType: entry.type,
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
