import sharp from 'sharp';
import { TRANSFER_MESSAGES, TRANSFER_RECEIPT_RULES } from '@padel/contracts';
import type { FastifyReply } from 'fastify';
import { BadRequestError } from '../../lib/errors';
import { decodeImageDataUrl, type ImageProblem } from '../../lib/uploaded-image';

/** Large enough to read a bank's small print, small enough to keep in the database. */
const RECEIPT_MAX_PX = 2000;

/**
 * A customer's receipt, for a booking or a café order (docs/payments.md#transfers): a JPEG, PNG or WebP of at most 5 MB that sharp
 * can decode, re-encoded to WebP so no metadata (sharp keeps none unless asked) or script in the
 * original survives.
 */
export async function readReceiptImage(
  dataUrl: string,
): Promise<ReceiptImage | { problem: ImageProblem }> {
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

export type ReceiptImage = { contentType: 'image/webp'; data: Buffer };

/** Refuses what `readReceiptImage` could not read with 400 NOT_A_RECEIPT, in words. */
export function refuseUnreadable(
  read: ReceiptImage | { problem: ImageProblem },
): asserts read is ReceiptImage {
  if (!('problem' in read)) return;
  const message =
    read.problem === 'too-large' ? TRANSFER_MESSAGES.receiptTooLarge : TRANSFER_MESSAGES.badReceipt;
  throw new BadRequestError(message, 'NOT_A_RECEIPT', [{ path: 'body.image', message }]);
}

/** A receipt as answered to its booking's or order's link and to staff: never cached. */
export function sendReceipt(reply: FastifyReply, receipt: { contentType: string; data: Buffer }) {
  return reply
    .header('content-type', receipt.contentType)
    .header('cache-control', 'private, no-store')
    .send(receipt.data);
}
