import { Code } from '@skin/contract';
import { AppError, Invalid } from '../../lib/errors';
import { MAX_NESTING, nestingDepth, sanitizeAgreement } from './sanitize';
import { decodeText, sniffImage, sniffVideo } from './sniff';

/** Width-to-height ratios an image may have, each within `tolerance` (0.02 = 2 %). */
export type AspectRule = { ratios: readonly (readonly [number, number])[]; tolerance: number };

/** What an upload must be (an image, an HTML page or a video), and how large at most. */
export type Accept =
  | { kind: 'image'; maxBytes: number; aspect?: AspectRule }
  | { kind: 'html'; maxBytes: number }
  | { kind: 'video'; maxBytes: number };

/** Whether `width` × `height` matches one of the rule's ratios within its tolerance. */
export const fitsAspect = (rule: AspectRule, width: number, height: number) =>
  rule.ratios.some(([w, h]) => Math.abs(width / height / (w / h) - 1) <= rule.tolerance);

/** Refuses an image whose real pixels have none of the rule's ratios. */
export function checkAspect(rule: AspectRule, width: number, height: number) {
  if (fitsAspect(rule, width, height)) return;
  const ratios = rule.ratios.map(([w, h]) => `${w}:${h}`).join(', ');
  throw Invalid({ key: 'imageRatio', params: { ratios, width, height } });
}

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
  if (accept.kind === 'video') {
    const sniffed = sniffVideo(bytes);
    if (!sniffed) throw Invalid('notAVideo');
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
