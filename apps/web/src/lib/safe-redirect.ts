import { PATHS } from './paths';

/**
 * The in-app path to return to after sign-in, or null when `raw` could send the user elsewhere:
 * only same-origin paths starting with a single '/' are followed (no open redirect).
 */
export function safeRedirect(raw: string | null | undefined, origin = window.location.origin): string | null {
  // '//host' and '/\host' are protocol-relative URLs to another origin in browsers.
  if (!raw || !/^\/(?![/\\])/.test(raw)) return null;
  try {
    const url = new URL(raw, origin);
    if (url.origin !== origin) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Going back to the login page would only bounce; treat it as no target.
    return url.pathname === PATHS.login ? null : path;
  } catch {
    return null;
  }
}
