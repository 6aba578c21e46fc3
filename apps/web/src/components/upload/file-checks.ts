import { t } from '../../lib/i18n';

/**
 * What a file input takes, checked in the browser before any byte is sent (a 200 MB upload of the
 * wrong file wastes minutes). The server judges the content again in any case, whatever the name
 * or the type the browser reports says.
 */
export type FileRule = {
  /** The types the browser may report for the file. */
  types: readonly string[];
  /** The names a file the browser reports no type for may have, with their dot: `.png`. */
  extensions: readonly string[];
  /** The message (a key of the app-wide catalogue) for a file of another type. */
  wrongType: string;
  maxBytes: number;
  /**
   * A picture whose pixels are read before it is sent: refused when they cannot be read and, with
   * `ratios`, when its width to height is none of them within `tolerance` (0.02: 2 %).
   */
  pixels?: { ratios?: readonly (readonly [number, number])[]; tolerance?: number };
};

/** The pictures the server takes by their bytes (PNG, JPEG, GIF, WebP): a rule without its size. */
export const IMAGE_FILES = {
  types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  extensions: ['.png', '.jpg', '.jpeg', '.gif', '.webp'],
  wrongType: 'server.notAnImage',
} as const satisfies Omit<FileRule, 'maxBytes'>;

/** What the file picker offers to choose: the rule's types and names. */
export const acceptOf = (rule: FileRule) => [...rule.types, ...rule.extensions].join(',');

/** Whether `width` × `height` is one of the ratios within the tolerance: the server's own rule (upload-check.ts). */
export const fitsRatio = (
  width: number,
  height: number,
  ratios: readonly (readonly [number, number])[],
  tolerance: number,
) => height > 0 && ratios.some(([w, h]) => Math.abs(width / height / (w / h) - 1) <= tolerance);

/** The text of the ratios for messages: `5:2, 5:3`. */
export const ratioText = (ratios: readonly (readonly [number, number])[]) =>
  ratios.map(([w, h]) => `${w}:${h}`).join(', ');

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

/** Why a chosen file cannot be sent under the rule, in the server's own words, or null. */
export async function refusalOf(file: File, rule: FileRule): Promise<string | null> {
  const name = file.name.toLowerCase();
  const typed = file.type ? rule.types.includes(file.type) : rule.extensions.some((e) => name.endsWith(e));
  if (!typed) return t(rule.wrongType);
  if (file.size === 0) return t('server.fileEmpty');
  if (file.size > rule.maxBytes) return t('server.fileTooLarge', { kb: Math.round(rule.maxBytes / 1024) });
  if (!rule.pixels) return null;
  const size = await pixelsOf(file);
  if (!size) return t('server.notAnImage');
  const { ratios, tolerance = 0 } = rule.pixels;
  if (ratios && !fitsRatio(size.width, size.height, ratios, tolerance))
    return t('server.imageRatio', { ...size, ratios: ratioText(ratios) });
  return null;
}
