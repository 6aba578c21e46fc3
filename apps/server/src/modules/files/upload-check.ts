import { Code } from '@skin/contract';
import { AppError, Invalid } from '../../lib/errors';
import { MAX_NESTING, nestingDepth, sanitizeAgreement } from './sanitize';
import { decodeText, sniffImage } from './sniff';

/** What an upload must be: an image or an HTML page, and how large at most. */
export type Accept = { kind: 'image' | 'html'; maxBytes: number };

/** An upload over its limit: refused whole with 413, nothing stored. */
export const tooLarge = (maxBytes: number) =>
  new AppError(413, Code.tooLarge, { key: 'fileTooLarge', params: { kb: Math.round(maxBytes / 1024) } });

/** A name safe to show and to put in a header: letters, digits and a few marks. */
export const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 200) || 'file';

/**
 * Checks an upload by its content (never by name or declared type) and returns what is stored:
 * an image as it is, an HTML page sanitized.
 */
export function checkUpload(accept: Accept, bytes: Uint8Array): { mime: string; data: Uint8Array } {
  if (bytes.length === 0) throw Invalid('fileEmpty');
  if (bytes.length > accept.maxBytes) throw tooLarge(accept.maxBytes);
  if (accept.kind === 'image') {
    const sniffed = sniffImage(bytes);
    if (!sniffed) throw Invalid('notAnImage');
    return { mime: sniffed, data: bytes };
  }
  const text = decodeText(bytes);
  if (text === null || sniffImage(bytes)) throw Invalid('notHtml');
  if (nestingDepth(text) > MAX_NESTING) throw Invalid({ key: 'pageTooDeep', params: { max: MAX_NESTING } });
  const data = new TextEncoder().encode(sanitizeAgreement(text));
  // Escaping can make a page longer: what is stored stays within the limit too.
  if (data.length > accept.maxBytes) throw tooLarge(accept.maxBytes);
  return { mime: 'text/html; charset=utf-8', data };
}
