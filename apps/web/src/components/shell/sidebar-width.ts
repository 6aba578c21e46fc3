/** The sidebar's width (docs/product-rules.md, "Numbers"); collapsed it keeps the icons only. */
export const SIDEBAR_WIDTH = 239;
