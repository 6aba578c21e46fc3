/**
 * The page behind the console in the dark theme: antd's dark `colorBgLayout`. On the html
 * element, so no white shows before the shell paints, nor past its edges (overscroll).
 */
export const DARK_PAGE_BACKGROUND = '#000000';

/** Puts the browser's own parts (blank page, scrollbars, native controls) in the console's theme. */
export function applyDocumentTheme(dark: boolean): void {
  const root = document.documentElement;
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.style.backgroundColor = dark ? DARK_PAGE_BACKGROUND : '';
}
