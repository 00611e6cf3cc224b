import type { Area } from 'react-easy-crop';
import { outputSize, type ImageKindSpec } from './kinds';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.addEventListener('load', () => resolve(image));
    image.addEventListener('error', () => reject(new Error('The image could not be read')));
    image.src = src;
  });
}

function rotatedBounds(width: number, height: number, degrees: number) {
  const radians = (degrees * Math.PI) / 180;
  return {
    width: Math.abs(Math.cos(radians) * width) + Math.abs(Math.sin(radians) * height),
    height: Math.abs(Math.sin(radians) * width) + Math.abs(Math.cos(radians) * height),
  };
}

/**
 * Renders the crop react-easy-crop reports (pixels of the rotated image) into a blob of the kind's type,
 * with its exact aspect and at most its output width.
 */
export async function cropToBlob(
  source: string,
  area: Area,
  rotation: number,
  spec: Pick<ImageKindSpec, 'aspect' | 'outputWidth' | 'type' | 'quality'>,
): Promise<Blob> {
  const image = await loadImage(source);
  const bounds = rotatedBounds(image.naturalWidth, image.naturalHeight, rotation);
  // Draw the whole rotated image once, then copy the crop scaled into the output canvas.
  const rotated = document.createElement('canvas');
  rotated.width = Math.round(bounds.width);
  rotated.height = Math.round(bounds.height);
  const rotatedContext = rotated.getContext('2d');
  if (!rotatedContext) throw new Error('Canvas is not available');
  rotatedContext.translate(rotated.width / 2, rotated.height / 2);
  rotatedContext.rotate((rotation * Math.PI) / 180);
  rotatedContext.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);

  const size = outputSize(area.width, spec);
  const output = document.createElement('canvas');
  output.width = size.width;
  output.height = size.height;
  const context = output.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  // JPEG has no transparency: a white base instead of black behind transparent pixels.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(rotated, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) => {
    output.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be saved'))),
      spec.type,
      spec.quality,
    );
  });
}
