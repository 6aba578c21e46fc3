import { Invalid } from '../../lib/errors';
import { createGate } from '../../lib/gate';

/** Largest image accepted on any route: a bigger declared size is refused from its header. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** A thumbnail's bytes; null from `makeThumbnail` when the image is small enough as it is. */
export type Thumbnail = { bytes: Uint8Array; mime: 'image/jpeg'; width: number; height: number };

const tooManyPixels = () =>
  Invalid({
    key: 'invalidInput',
    params: { detail: `the image has more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels` },
  });

/**
 * Images are decoded one at a time, each on one thread: an upload of many large images costs at
 * most one core while it lasts, and every other request keeps the other (docs/files.md).
 */
const decoding = createGate(1);

/** sharp, loaded on first use (most processes never decode an image) and held to one thread. */
let sharpModule: Promise<typeof import('sharp')> | undefined;
const loadSharp = () => {
  sharpModule ??= import('sharp').then((m) => {
    m.default.concurrency(1);
    // Decoded images are not kept between uploads: they would only hold memory.
    m.default.cache(false);
    return m;
  });
  return sharpModule;
};

/** An image's size from its header, refusing one over `maxPixels` before any pixel is decoded. */
async function sizeOf(sharp: typeof import('sharp')['default'], bytes: Uint8Array, maxPixels: number) {
  let width: number;
  let height: number;
  try {
    ({ width, height } = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' }).metadata());
  } catch (err) {
    throw /pixel limit/.test((err as Error).message) ? tooManyPixels() : Invalid('notAnImage');
  }
  if (!(width > 0 && height > 0)) throw Invalid('notAnImage');
  if (width * height > maxPixels) throw tooManyPixels();
  return { width, height };
}

/** Checks that an image's header is readable and declares at most `maxPixels` (every image upload). */
export async function checkImageSize(bytes: Uint8Array, maxPixels = MAX_IMAGE_PIXELS) {
  const { default: sharp } = await loadSharp();
  return decoding.run(() => sizeOf(sharp, bytes, maxPixels));
}

/**
 * A JPEG no larger than `maxSide` on its longer side, or null when the image fits already. The
 * header is checked first (a decompression bomb is refused unread); metadata (EXIF, location) is
 * not carried over.
 */
export async function makeThumbnail(
  bytes: Uint8Array,
  maxSide: number,
  maxPixels = MAX_IMAGE_PIXELS,
): Promise<Thumbnail | null> {
  const { default: sharp } = await loadSharp();
  return decoding.run(async () => {
    const { width, height } = await sizeOf(sharp, bytes, maxPixels);
    if (Math.max(width, height) <= maxSide) return null;
    try {
      const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
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
  });
}
