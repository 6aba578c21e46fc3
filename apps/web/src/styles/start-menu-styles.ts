import { MOBILE_MEDIA } from '../stores/breakpoint';

/** The marks the build writes in index.html's head (build/antd-start-styles.ts). */
export const START_LINK_ATTRIBUTE = 'data-antd-start';
export const MENU_META_NAME = 'antd-start-menu';

/**
 * The start stylesheet of antd's Menu (build/antd-start-styles.ts), which index.html names in a
 * meta tag, is linked for a desktop, right after the first start stylesheet (so before the
 * console's own, as antd's styles come): a desktop's first screen draws the Menu beside the page.
 * A phone's keeps it in the closed drawer, and does not download it: antd writes the Menu's styles
 * as the drawer first opens. Once linked it applies at any width, so a desktop window narrowed to
 * a phone's width keeps the Menu's rules that antd, having read them off the map, will not write.
 */
export function loadMenuStylesOnDesktop(doc: Document = document): void {
  const href = doc.querySelector<HTMLMetaElement>(`meta[name="${MENU_META_NAME}"]`)?.content;
  const start = doc.querySelector(`link[${START_LINK_ATTRIBUTE}]`);
  // Neither on the development server, where antd writes every style itself.
  if (!href || !start) return;
  if (!doc.defaultView || doc.defaultView.matchMedia(MOBILE_MEDIA).matches) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = 'anonymous';
  link.href = href;
  start.after(link);
}
