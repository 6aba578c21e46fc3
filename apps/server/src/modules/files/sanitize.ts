import { createRequire } from 'node:module';
import type sanitizeHtmlType from 'sanitize-html';

// Required on the first agreement page rather than at start: the sanitizer and its HTML parser are
// about 18 MB of a server's memory that may never receive a page (docs/performance.md, "Modules a
// server does not use"). A plain require keeps the check synchronous.
let sanitizer: typeof sanitizeHtmlType | undefined;
const sanitizeHtml: typeof sanitizeHtmlType = ((html, options) => {
  sanitizer ??= createRequire(import.meta.url)('sanitize-html') as typeof sanitizeHtmlType;
  return sanitizer(html, options);
}) as typeof sanitizeHtmlType;

/** Deepest nesting an agreement page may have; real pages stay far below it. */
export const MAX_NESTING = 200;
const VOID = new Set([
  'br',
  'hr',
  'img',
  'meta',
  'link',
  'input',
  'col',
  'area',
  'base',
  'wbr',
  'source',
  'embed',
]);

/**
 * How deep the page's elements nest, counted in one linear pass (stopping once past `limit`).
 * The sanitizer slows down sharply on deep nesting, so a page too deep is refused before it
 * ever reaches it: an upload can never hold up the server.
 */
export function nestingDepth(html: string, limit = MAX_NESTING): number {
  let depth = 0;
  let deepest = 0;
  for (const m of html.matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g)) {
    const tag = m[2].toLowerCase();
    if (VOID.has(tag) || m[3]) continue;
    depth = m[1] ? Math.max(0, depth - 1) : depth + 1;
    if (depth > deepest) deepest = depth;
    if (deepest > limit) break;
  }
  return deepest;
}

/**
 * Rich text keeps its text structure and nothing that can run: no scripts, no event handlers, no
 * styles that could load URLs, no frames, forms or SVG; links only to http(s)/mailto. Agreement
 * pages are this inside a document of their own; the app home's item contents are this as they are.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'p',
      'br',
      'hr',
      'div',
      'span',
      'section',
      'article',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'small',
      'sub',
      'sup',
      'blockquote',
      'pre',
      'code',
      'ul',
      'ol',
      'li',
      'dl',
      'dt',
      'dd',
      'table',
      'thead',
      'tbody',
      'tfoot',
      'tr',
      'th',
      'td',
      'caption',
      'a',
    ],
    allowedAttributes: { a: ['href', 'title'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    disallowedTagsMode: 'discard',
  });
}

/** An agreement page: sanitized rich text (`sanitizeRichText`) as a whole document. */
export function sanitizeAgreement(html: string): string {
  const body = sanitizeRichText(html);
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head><body>${body}</body></html>`;
}
