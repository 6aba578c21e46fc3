import { t } from '../../../lib/i18n';

/**
 * Goods pictures are JPG or PNG; the server's limit on a picture's size (5 MB)
 * (docs/product-rules.md, "Input rules").
 */
const PICTURE_TYPES = ['image/jpeg', 'image/png'];
const PICTURE_NAME = /\.(jpe?g|png)$/i;
const PICTURE_MAX_KB = 5 * 1024;

/**
 * Why a chosen file cannot be a goods picture, in the server's own words, or null. The type the
 * browser reports decides; a file it reports none for is judged by its name. The server checks
 * the content itself in any case.
 */
export function refusalOfPicture(file: File): string | null {
  const picture = file.type ? PICTURE_TYPES.includes(file.type) : PICTURE_NAME.test(file.name);
  if (!picture) return t('server.notAGoodsImage');
  if (file.size > PICTURE_MAX_KB * 1024) return t('server.fileTooLarge', { kb: PICTURE_MAX_KB });
  if (file.size === 0) return t('server.fileEmpty');
  return null;
}
