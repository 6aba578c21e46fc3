import type { FileRule } from '../../../components/upload/file-checks';

/**
 * Goods pictures are JPG or PNG of at most 5 MB, the server's limit (docs/product-rules.md,
 * "Input rules"). The type the browser reports decides; a file it reports none for is judged by
 * its name. The server checks the content itself in any case.
 */
export const GOODS_PICTURE: FileRule = {
  types: ['image/jpeg', 'image/png'],
  extensions: ['.jpg', '.jpeg', '.png'],
  wrongType: 'server.notAGoodsImage',
  maxBytes: 5 * 1024 * 1024,
};
