/**
 * The tags and links an item's content keeps, as the server's sanitizer keeps them
 * (apps/server/src/modules/files/sanitize.ts `sanitizeRichText`). The preview shows the content
 * being typed, before the server has sanitized it, so it is cleaned here the same way first.
 */
const ALLOWED = new Set(
  'h1 h2 h3 h4 h5 h6 p br hr div span section article strong b em i u s small sub sup blockquote pre code ul ol li dl dt dd table thead tbody tfoot tr th td caption a'.split(
    ' ',
  ),
);
/** Elements whose content goes with them (the server's sanitizer drops these whole). */
const DROPPED_WHOLE = new Set([
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'template',
  'iframe',
  'title',
]);
const SAFE_LINK = /^(https?:|mailto:)/i;

function clean(node: Node, into: Node, doc: Document) {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      into.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const tag = (child as Element).tagName.toLowerCase();
    if (DROPPED_WHOLE.has(tag)) continue;
    if (!ALLOWED.has(tag)) {
      // A tag not allowed goes, its text stays (as the server's `discard` mode does).
      clean(child, into, doc);
      continue;
    }
    const copy = doc.createElement(tag);
    const source = child as Element;
    if (tag === 'a') {
      const href = source.getAttribute('href')?.trim();
      if (href && SAFE_LINK.test(href)) copy.setAttribute('href', href);
      const title = source.getAttribute('title');
      if (title) copy.setAttribute('title', title);
      copy.setAttribute('target', '_blank');
      copy.setAttribute('rel', 'noopener noreferrer');
    }
    if (tag === 'td' || tag === 'th')
      for (const name of ['colspan', 'rowspan']) {
        const value = source.getAttribute(name);
        if (value && /^\d{1,3}$/.test(value)) copy.setAttribute(name, value);
      }
    clean(child, copy, doc);
    into.appendChild(copy);
  }
}

/** The HTML with only the allowed tags and safe links left: parsed inert (nothing runs or loads). */
export function safeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const holder = out.createElement('div');
  clean(parsed.body, holder, out);
  return holder.innerHTML;
}
