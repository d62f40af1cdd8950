import sharp from 'sharp';
import { TRANSFER_RECEIPT_RULES } from '@padel/contracts';
import { decodeImageDataUrl, type ImageProblem } from '../../../lib/uploaded-image';

/** Large enough to read a bank's small print, small enough to keep in the database. */
const RECEIPT_MAX_PX = 2000;

/**
 * A customer's receipt (docs/payments.md#transfers): a JPEG, PNG or WebP of at most 5 MB that sharp
 * can decode, re-encoded to WebP so no metadata (sharp keeps none unless asked) or script in the
 * original survives.
 */
export async function readReceiptImage(
  dataUrl: string,
): Promise<{ contentType: 'image/webp'; data: Buffer } | { problem: ImageProblem }> {
  const decoded = await decodeImageDataUrl(dataUrl, TRANSFER_RECEIPT_RULES);
  if ('problem' in decoded) return decoded;
  try {
    const data = await sharp(decoded.bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(RECEIPT_MAX_PX, RECEIPT_MAX_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { contentType: 'image/webp', data };
  } catch {
    return { problem: 'not-an-image' };
  }
}
