import pLimit from 'p-limit';
import sharp from 'sharp';
import { TRANSFER_MESSAGES, TRANSFER_RECEIPT_RULES } from '@padel/contracts';
import type { FastifyReply } from 'fastify';
import { BadRequestError } from '../../lib/errors';
import { decodeImageDataUrl, type ImageProblem } from '../../lib/uploaded-image';

/** Large enough to read a bank's small print, small enough to keep in the database. */
const RECEIPT_MAX_PX = 1600;

/**
 * What a phone's screenshot or photo of a slip needs (issue 43): about 12 megapixels. A larger
 * picture is refused before it is decoded, so a 40-megapixel PNG that packs into 5 MB costs
 * nothing.
 */
export const RECEIPT_MAX_INPUT_PIXELS = 12_000_000;

/**
 * One receipt decoded at a time, each on one of libvips' threads (sharp runs off the event loop,
 * on libuv's pool): uploads queue instead of taking every core from the booking pages.
 */
const decoding = pLimit(1);

/**
 * A customer's receipt, for a booking or a café order (docs/payments.md#transfers): a JPEG, PNG or WebP of at most 5 MB that sharp
 * can decode, re-encoded to WebP so no metadata (sharp keeps none unless asked) or script in the
 * original survives.
 */
export function readReceiptImage(
  dataUrl: string,
  onDecode: () => void = () => {},
): Promise<ReceiptImage | { problem: ImageProblem }> {
  return decoding(async () => {
    const decoded = await decodeImageDataUrl(dataUrl, {
      ...TRANSFER_RECEIPT_RULES,
      maxPixels: RECEIPT_MAX_INPUT_PIXELS,
    });
    if ('problem' in decoded) return decoded;
    onDecode();
    try {
      const data = await sharp(decoded.bytes, { limitInputPixels: RECEIPT_MAX_INPUT_PIXELS })
        .rotate()
        .resize(RECEIPT_MAX_PX, RECEIPT_MAX_PX, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
      return { contentType: 'image/webp' as const, data };
    } catch {
      return { problem: 'not-an-image' as const };
    }
  });
}

export type ReceiptImage = { contentType: 'image/webp'; data: Buffer };

/** Refuses what `readReceiptImage` could not read with 400 NOT_A_RECEIPT, in words. */
export function refuseUnreadable(
  read: ReceiptImage | { problem: ImageProblem },
): asserts read is ReceiptImage {
  if (!('problem' in read)) return;
  const message =
    read.problem === 'too-large'
      ? TRANSFER_MESSAGES.receiptTooLarge
      : read.problem === 'too-many-pixels'
        ? TRANSFER_MESSAGES.receiptTooManyPixels
        : TRANSFER_MESSAGES.badReceipt;
  throw new BadRequestError(message, 'NOT_A_RECEIPT', [{ path: 'body.image', message }]);
}

/** A receipt as answered to its booking's or order's link and to staff: never cached. */
export function sendReceipt(reply: FastifyReply, receipt: { contentType: string; data: Buffer }) {
  return reply
    .header('content-type', receipt.contentType)
    .header('cache-control', 'private, no-store')
    .send(receipt.data);
}
