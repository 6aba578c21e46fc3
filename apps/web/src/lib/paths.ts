/**
 * Fixed route paths (docs/product-rules.md, "Screen paths"), in one place for the router and the
 * screens.
 */
export const PATHS = {
  login: '/login',
  authRedirect: '/auth-redirect',
  /** A report opened by its public link (the address its QR code holds). */
  sharedReport: '/r/:token',
  home: '/',
  dashboard: '/dashboard',
  /** Served by the route list (components profile/ChangePassword and profile/PersonalInfo). */
  changePassword: '/profile/password',
  personalInfo: '/profile/info',
} as const;

/** The login URL that brings the user back to `path` (path + search) after signing in. */
export const loginPathFor = (path: string): string =>
  `${PATHS.login}?${new URLSearchParams({ redirect: path })}`;
