import { Invalid } from '../../lib/errors';

/** Largest image decoded for a thumbnail: a bigger declared size is refused before decoding. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** A thumbnail's bytes; null from `makeThumbnail` when the image is small enough as it is. */
export type Thumbnail = { bytes: Uint8Array; mime: 'image/jpeg'; width: number; height: number };

const tooManyPixels = () =>
  Invalid({
    key: 'invalidInput',
    params: { detail: `the image has more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels` },
  });

/**
 * A JPEG no larger than `maxSide` on its longer side, or null when the image fits already.
 * sharp decodes on its own threads, so the event loop stays free; `limitInputPixels` refuses a
 * decompression bomb from its header alone. Metadata (EXIF, location) is not carried over.
 */
export async function makeThumbnail(
  bytes: Uint8Array,
  maxSide: number,
  maxPixels = MAX_IMAGE_PIXELS,
): Promise<Thumbnail | null> {
  // Loaded on first use: most processes never make a thumbnail, and loading takes a while.
  const { default: sharp } = await import('sharp');
  const input = () => sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' });
  let width: number;
  let height: number;
  try {
    ({ width, height } = await input().metadata());
  } catch (err) {
    throw /pixel limit/.test((err as Error).message) ? tooManyPixels() : Invalid('notAnImage');
  }
  if (width * height > maxPixels) throw tooManyPixels();
  if (Math.max(width, height) <= maxSide) return null;
  try {
    const { data, info } = await input()
      .autoOrient()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), mime: 'image/jpeg', width: info.width, height: info.height };
  } catch {
    // The header was fine but the pixels are not (truncated or damaged data).
    throw Invalid('notAnImage');
  }
}
