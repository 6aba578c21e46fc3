// Browser storage of the session; the password is never stored (docs/security.md, "The console's storage").
const KEYS = {
  accessToken: 'skin.accessToken',
  refreshToken: 'skin.refreshToken',
  tokenType: 'skin.tokenType',
  username: 'skin.username',
} as const;

/** What a successful token grant gives us to keep. */
export type StoredTokens = { accessToken: string; refreshToken: string; tokenType: string };

/** The access token of the signed-in user, or null when signed out. */
export const getAccessToken = (): string | null => localStorage.getItem(KEYS.accessToken);

/** The refresh token used for one silent renewal of an expired access token. */
export const getRefreshToken = (): string | null => localStorage.getItem(KEYS.refreshToken);

/** The Authorization header value, or null without a token. */
export function authorizationHeader(): string | null {
  const token = getAccessToken();
  if (!token) return null;
  return `${localStorage.getItem(KEYS.tokenType) || 'Bearer'} ${token}`;
}

/** Stores a token pair, and the username when given (a refresh keeps the existing one). */
export function setTokens(tokens: StoredTokens, username?: string): void {
  localStorage.setItem(KEYS.accessToken, tokens.accessToken);
  localStorage.setItem(KEYS.refreshToken, tokens.refreshToken);
  localStorage.setItem(KEYS.tokenType, tokens.tokenType);
  if (username !== undefined) localStorage.setItem(KEYS.username, username);
}

/**
 * Forgets the session on logout: tokens and username (docs/product-rules.md, "Confirmations and
 * states").
 */
export function clearTokens(): void {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
}
