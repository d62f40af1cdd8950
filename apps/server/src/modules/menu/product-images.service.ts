import sharp from 'sharp';
import { PRODUCT_IMAGE_RULES } from '@padel/contracts';
import { decodeImageDataUrl, type ImageProblem } from '../../lib/uploaded-image';

export const FULL_IMAGE_MAX_PX = 800;
export const THUMBNAIL_MAX_PX = 400;

export interface EncodedImage {
  contentType: 'image/jpeg';
  data: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/** Re-encodes any image sharp can read into the stored JPEG and its grid-sized thumbnail. */
export async function encodeProductImage(input: Buffer): Promise<EncodedImage> {
  const source = sharp(input, { limitInputPixels: 40_000_000 }).rotate();
  const { data, info } = await source
    .clone()
    .resize(FULL_IMAGE_MAX_PX, FULL_IMAGE_MAX_PX, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  const thumbnail = await source
    .clone()
    .resize(THUMBNAIL_MAX_PX, THUMBNAIL_MAX_PX, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();
  return { contentType: 'image/jpeg', data, thumbnail, width: info.width, height: info.height };
}

export type { ImageProblem } from '../../lib/uploaded-image';

/**
 * Reads an uploaded image (a base64 data URL, docs/cafe.md#images) and re-encodes it. Answers a
 * problem instead of throwing, so the caller can name the field.
 */
export async function readUploadedImage(
  dataUrl: string,
): Promise<{ image: EncodedImage } | { problem: ImageProblem }> {
  const decoded = await decodeImageDataUrl(dataUrl, PRODUCT_IMAGE_RULES);
  if ('problem' in decoded) return decoded;
  try {
    return { image: await encodeProductImage(decoded.bytes) };
  } catch {
    return { problem: 'not-an-image' };
  }
}
