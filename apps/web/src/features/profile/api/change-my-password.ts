import { useMutation } from '@tanstack/react-query';
import { requestWithFields } from '../../../components/crud/api/request-with-fields';

/** `PATCH /ums-user/password/myself`: ends every session of the user, this one included. */
export const changeMyPassword = (body: Record<string, unknown>) =>
  requestWithFields<null>('/ums-user/password/myself', { method: 'PATCH', body });

/** Changes the signed-in user's password. */
export const useChangeMyPassword = () => useMutation({ mutationFn: changeMyPassword });
