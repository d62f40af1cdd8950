import sharp from 'sharp';

/** A real picture as the add-product form sends it: a base64 data URL. */
export async function imageDataUrl(
  options: { width?: number; height?: number; format?: 'jpeg' | 'png'; color?: string } = {},
): Promise<string> {
  const { width = 640, height = 480, format = 'jpeg', color = '#2f6fde' } = options;
  const image = sharp({ create: { width, height, channels: 3, background: color } });
  const bytes = await (format === 'png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
  return `data:image/${format};base64,${bytes.toString('base64')}`;
}
