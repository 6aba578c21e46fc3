/** The product's name (spec §1); a brand, so it is the same in every language. */
export const APP_TITLE = 'AI skin analyzer';
