import sharp from 'sharp';
import { isOneOf, PRODUCT_IMAGE_RULES } from '@padel/contracts';

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

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;
const SHARP_FORMATS: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export type ImageProblem = 'not-an-image' | 'too-large';

/**
 * Reads an uploaded image (a base64 data URL, docs/cafe.md#images) and re-encodes it. Answers a
 * problem instead of throwing, so the caller can name the field: the declared type and the decoded
 * bytes must both be an accepted picture, and the bytes within the size limit.
 */
export async function readUploadedImage(
  dataUrl: string,
): Promise<{ image: EncodedImage } | { problem: ImageProblem }> {
  const match = DATA_URL.exec(dataUrl.replace(/\s/g, ''));
  if (!match || !isOneOf(PRODUCT_IMAGE_RULES.acceptedTypes, match[1])) {
    return { problem: 'not-an-image' };
  }
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length > PRODUCT_IMAGE_RULES.maxBytes) return { problem: 'too-large' };
  if (bytes.length === 0) return { problem: 'not-an-image' };
  try {
    const { format } = await sharp(bytes).metadata();
    if (!format || !SHARP_FORMATS[format]) return { problem: 'not-an-image' };
    return { image: await encodeProductImage(bytes) };
  } catch {
    // sharp cannot decode it (corrupt, truncated, or too many pixels).
    return { problem: 'not-an-image' };
  }
}
