import { CROP, IMAGE_MAX_BYTES } from '@/shared/config';

export type ImageKind = 'picture' | 'background';

/** What each kind of image is cropped and saved as (spec 02 §5, §9). */
export interface ImageKindSpec {
  aspect: number;
  /** Longest output edge: the crop is scaled down client-side so uploads stay small. */
  outputWidth: number;
  type: 'image/jpeg';
  fileName: string;
  quality: number;
  messages: { type: string; size: string };
}

export const IMAGE_KINDS: Record<ImageKind, ImageKindSpec> = {
  picture: {
    aspect: 1,
    outputWidth: 512,
    type: 'image/jpeg',
    fileName: 'profile-picture.jpg',
    quality: 0.9,
    messages: { type: 'Please select an image file', size: 'Image size should be less than 5MB' },
  },
  background: {
    aspect: 16 / 9,
    outputWidth: 1920,
    type: 'image/jpeg',
    fileName: 'call-background.jpg',
    quality: 0.85,
    messages: {
      type: 'Please select an image file for the background',
      size: 'Background image size should be less than 5MB',
    },
  },
};

/** The spec's message for a file that may not be uploaded, or null when it may (spec 02 §5). */
export function checkImageFile(file: Pick<File, 'type' | 'size'>, kind: ImageKind): string | null {
  const { messages } = IMAGE_KINDS[kind];
  if (!file.type.startsWith('image/')) return messages.type;
  if (file.size > IMAGE_MAX_BYTES) return messages.size;
  return null;
}

export const clampZoom = (zoom: number) =>
  Math.min(CROP.maxZoom, Math.max(CROP.minZoom, Math.round(zoom * 10) / 10));

/** Rotation stays within 0–360 (360 shown as itself on the slider, wrapped past it). */
export const normalizeRotation = (degrees: number) => {
  if (!Number.isFinite(degrees)) return 0;
  if (degrees === CROP.maxRotation) return degrees;
  return ((Math.round(degrees) % 360) + 360) % 360;
};

/** The next rotate-90 step: 0 → 90 → 180 → 270 → 0. */
export const rotateStep = (degrees: number) =>
  ((Math.floor(degrees / CROP.rotateStep) + 1) * CROP.rotateStep) % 360;

/** Output size for a crop: the requested aspect exactly, no wider than the kind allows and never upscaled. */
export function outputSize(areaWidth: number, spec: Pick<ImageKindSpec, 'aspect' | 'outputWidth'>) {
  const width = Math.max(1, Math.round(Math.min(spec.outputWidth, areaWidth)));
  return { width, height: Math.max(1, Math.round(width / spec.aspect)) };
}
