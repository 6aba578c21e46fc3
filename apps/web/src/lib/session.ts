import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { request } from './api-client';
import { PATHS } from './paths';
import { clearTokens } from './token-storage';

/** Ends the session on the server (revokes its refresh tokens). */
export const logOut = (): Promise<null> => request<null>('/oauth/logout', { method: 'POST', quiet: true });

/** Logs out: the local session is dropped even when the server cannot be reached. */
export function useLogOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logOut,
    onSettled: () => {
      clearTokens();
      queryClient.clear();
      navigate(PATHS.login, { replace: true });
    },
  });
}
