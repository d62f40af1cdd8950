import sharp from 'sharp';

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
