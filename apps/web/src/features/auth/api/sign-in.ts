import { useState } from 'react';
import { requestToken } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { setTokens } from '../../../lib/token-storage';

export type Credentials = { username: string; password: string };

/**
 * Password grant (docs/product-rules.md, "API paths"); keeps the tokens and username, never the
 * password.
 */
export async function signIn({ username, password }: Credentials): Promise<void> {
  const token = await requestToken({ grant_type: 'password', username, password, scope: 'console' });
  setTokens(
    { accessToken: token.access_token, refreshToken: token.refresh_token, tokenType: token.token_type },
    username,
  );
}

/**
 * Drops a previous user's info from the shell's cache. The cache comes with the shell's code,
 * not the login page's: when that code cannot be loaded it was never loaded, so nothing is kept.
 */
async function forgetPreviousUser(): Promise<void> {
  const cache = await import('../../../lib/query-client').catch(() => null);
  cache?.queryClient.removeQueries({ queryKey: queryKeys.me });
}

/**
 * Sign-in with its pending state (it drives the button); `onSuccess` runs once signed in. A
 * failure is reported by the HTTP client already (the server's description, 5 s).
 */
export function useSignIn() {
  const [isPending, setPending] = useState(false);
  const mutate = async (credentials: Credentials, onSuccess: () => void) => {
    setPending(true);
    const signedIn = await signIn(credentials).then(
      () => true,
      () => false,
    );
    if (signedIn) await forgetPreviousUser();
    setPending(false);
    if (signedIn) onSuccess();
  };
  return { mutate, isPending };
}
