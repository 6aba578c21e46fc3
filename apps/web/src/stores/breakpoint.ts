/**
 * Below this width the console counts as mobile (docs/product-rules.md, "Numbers"). Its own module,
 * as index.html's first script reads it too (styles/start-menu-styles.ts links the Menu's start
 * stylesheet on a desktop).
 */
export const MOBILE_BREAKPOINT = 992;

/** The media query of a mobile's widths: the store's device and the first script's test alike. */
export const MOBILE_MEDIA = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;
