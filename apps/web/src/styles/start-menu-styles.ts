/**
 * The start stylesheet of antd's Menu (build/antd-start-styles.ts) is linked for a desktop's
 * widths, so that a phone neither waits for it nor fetches it before the rest. Once it is in, it
 * applies at any width: a desktop window narrowed to a phone's width draws the Menu in the
 * drawer, and antd, having read the Menu's styles off the map at that file's end, does not write
 * them. A phone applies it once it is in as well (antd then writes the Menu's styles or not,
 * depending on whether the file was in when it first read the map: the same rules either way).
 */
export function applyMenuStylesAtAnyWidth(doc: Document = document): void {
  const link = doc.querySelector<HTMLLinkElement>('link[data-antd-start-menu]');
  if (!link) return; // the development server: antd writes every style itself
  const everywhere = () => {
    link.media = 'all';
  };
  if (link.sheet) everywhere();
  else link.addEventListener('load', everywhere, { once: true });
}
