import { Invalid } from '../../lib/errors';
import { MAX_NESTING, nestingDepth, sanitizeAgreement } from '../files/sanitize';

/**
 * An item's rich text, kept as the agreement pages are (files/sanitize.ts): text structure and
 * links only, nothing that can run. The sanitizer answers a whole page; the item keeps its body.
 */
export function sanitizeRichText(html: string): string {
  if (!html.trim()) return '';
  if (nestingDepth(html) > MAX_NESTING) throw Invalid({ key: 'pageTooDeep', params: { max: MAX_NESTING } });
  const page = sanitizeAgreement(html);
  const start = page.indexOf('<body>') + '<body>'.length;
  return page.slice(start, page.lastIndexOf('</body>')).trim();
}
