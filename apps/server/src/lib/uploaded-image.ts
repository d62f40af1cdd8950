import sharp from 'sharp';

/**
 * An image uploaded as a base64 data URL (docs/security.md#input): the declared type and the
 * decoded bytes must both be an accepted picture and the bytes within the limit, before anything
 * re-encodes it. Answers a problem instead of throwing, so the caller can name the field.
 */

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;
const SHARP_FORMATS: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export type ImageProblem = 'not-an-image' | 'too-large' | 'too-many-pixels';

export async function decodeImageDataUrl(
  dataUrl: string,
  rules: { acceptedTypes: readonly string[]; maxBytes: number; maxPixels?: number },
): Promise<{ bytes: Buffer } | { problem: ImageProblem }> {
  const match = DATA_URL.exec(dataUrl.replace(/\s/g, ''));
  if (!match || !rules.acceptedTypes.includes(match[1]!)) return { problem: 'not-an-image' };
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length > rules.maxBytes) return { problem: 'too-large' };
  if (bytes.length === 0) return { problem: 'not-an-image' };
  try {
    // The header only: the picture's size is known before anything decodes its pixels.
    const { format, width, height } = await sharp(bytes).metadata();
    const type = format ? SHARP_FORMATS[format] : undefined;
    if (!type || !rules.acceptedTypes.includes(type)) return { problem: 'not-an-image' };
    if (rules.maxPixels !== undefined && (width ?? 0) * (height ?? 0) > rules.maxPixels) {
      return { problem: 'too-many-pixels' };
    }
    return { bytes };
  } catch {
    // sharp cannot decode it (corrupt, truncated, or too many pixels).
    return { problem: 'not-an-image' };
  }
}
