import { APP_INDEX_LIMITS } from '@skin/contract';
import { t } from '../../../lib/i18n';

/** The image kinds the server accepts by their bytes; a file the browser names none of is judged by its name. */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const IMAGE_NAME = /\.(png|jpe?g|gif|webp)$/i;

/** Whether `width` × `height` is one of the ratios within the tolerance: the server's own rule (upload-check.ts). */
export const fitsRatio = (
  width: number,
  height: number,
  ratios: readonly (readonly [number, number])[] = APP_INDEX_LIMITS.imageRatios,
  tolerance: number = APP_INDEX_LIMITS.ratioTolerance,
) => height > 0 && ratios.some(([w, h]) => Math.abs(width / height / (w / h) - 1) <= tolerance);

/** The text of the ratios for messages: `5:2, 5:3`. */
export const ratioText = APP_INDEX_LIMITS.imageRatios.map(([w, h]) => `${w}:${h}`).join(', ');

async function pixelsOf(file: File): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/** Why a file cannot be sent as an image of at most `maxBytes`, in the server's words, or null. */
function refusalOfFile(file: File, maxBytes: number): string | null {
  const image = file.type ? IMAGE_TYPES.includes(file.type) : IMAGE_NAME.test(file.name);
  if (!image) return t('server.notAnImage');
  if (file.size === 0) return t('server.fileEmpty');
  if (file.size > maxBytes) return t('server.fileTooLarge', { kb: Math.round(maxBytes / 1024) });
  return null;
}

/** An entry icon: an image of at most 30 KB. */
export async function refusalOfIcon(file: File): Promise<string | null> {
  const refused = refusalOfFile(file, APP_INDEX_LIMITS.iconBytes);
  if (refused) return refused;
  return (await pixelsOf(file)) ? null : t('server.notAnImage');
}

/**
 * An item image: at most 5 MB and 5:2 or 5:3 within 2 %, read from the picture's own pixels
 * before anything is sent (the server judges the same again).
 */
export async function refusalOfImage(file: File): Promise<string | null> {
  const refused = refusalOfFile(file, APP_INDEX_LIMITS.imageBytes);
  if (refused) return refused;
  const size = await pixelsOf(file);
  if (!size) return t('server.notAnImage');
  if (!fitsRatio(size.width, size.height)) return t('server.imageRatio', { ...size, ratios: ratioText });
  return null;
}
