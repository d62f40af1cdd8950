import { PRODUCT_IMAGE_RULES } from '@padel/contracts';

/** The picked file could not be read as a picture. */
export class ImageReadError extends Error {
  override readonly name = 'ImageReadError';
}

/** Width and height that fit `maxLongSide` on the long side, never scaled up. */
export function fitLongSide(
  width: number,
  height: number,
  maxLongSide: number,
): { width: number; height: number } {
  const scale = Math.min(1, maxLongSide / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * A picked picture as the server wants it (see docs/cafe.md#images): at most 800 px on the long
 * side, JPEG at quality 0.9, as a data URL. Big phone photos shrink to a small upload this way.
 */
export async function resizeImage(
  file: Blob,
  maxLongSide: number = PRODUCT_IMAGE_RULES.maxLongSidePx,
  quality: number = PRODUCT_IMAGE_RULES.jpegQuality,
): Promise<string> {
  if (!file.type.startsWith('image/')) throw new ImageReadError('Not an image');
  let bitmap: ImageBitmap;
  try {
    // Honours the photo's EXIF orientation, so portrait phone photos stay upright.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    throw new ImageReadError('The image could not be decoded', { cause: error });
  }
  try {
    const size = fitLongSide(bitmap.width, bitmap.height, maxLongSide);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new ImageReadError('No 2D canvas');
    // JPEG has no transparency: a transparent PNG would otherwise turn black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return canvas.toDataURL('image/jpeg', quality);
  } finally {
    bitmap.close();
  }
}
