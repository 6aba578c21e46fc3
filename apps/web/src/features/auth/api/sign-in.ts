import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestToken } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { setTokens } from '../../../lib/token-storage';

export type Credentials = { username: string; password: string };

/** Password grant (spec §7); stores the tokens and the username, never the password. */
export async function signIn({ username, password }: Credentials): Promise<void> {
  const token = await requestToken({ grant_type: 'password', username, password, scope: 'console' });
  setTokens(
    { accessToken: token.access_token, refreshToken: token.refresh_token, tokenType: token.token_type },
    username,
  );
}

/** Sign-in as a mutation (`isPending` drives the button); a previous user's info is dropped. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.removeQueries({ queryKey: queryKeys.me }),
  });
}
