/**
 * The product's name, a brand: the same in every language (docs/product-rules.md, "Name, languages
 * and sizes").
 */
export const APP_TITLE = 'AI skin analyzer';
