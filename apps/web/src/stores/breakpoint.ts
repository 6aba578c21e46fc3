/**
 * Spec §9: below this width the console counts as mobile. Its own module, as the build reads it
 * too (build/antd-start-styles.ts: the Menu's start stylesheet is for a desktop's widths).
 */
export const MOBILE_BREAKPOINT = 992;
