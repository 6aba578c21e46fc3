/**
 * The start stylesheet of antd's Menu (build/antd-start-styles.ts) is linked for a desktop's
 * widths: a phone neither waits for it nor fetches it before the rest, and never applies it (a
 * stylesheet applied after the first screen would have the browser work out the whole page's
 * styles again while the screen is still loading). antd writes the Menu's styles itself as a
 * phone's drawer first opens, as it does for any component not in the start stylesheets.
 *
 * A desktop's start waited for it: from then on it applies at any width, since a desktop window
 * narrowed to a phone's width draws the Menu in the drawer, and antd, having read the Menu's
 * styles off the map at that file's end, does not write them.
 */
export function applyMenuStylesAtAnyWidth(doc: Document = document): void {
  const link = doc.querySelector<HTMLLinkElement>('link[data-antd-start-menu]');
  // None on the development server, where antd writes every style itself.
  if (!link?.sheet || !doc.defaultView?.matchMedia(link.media).matches) return;
  link.media = 'all';
}
