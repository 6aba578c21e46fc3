import { userResource } from '@skin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resourceEndpoints } from '../../../components/crud/api/resource-endpoints';
import { resourceKeys } from '../../../components/crud/resource-keys';
import { call } from '../../../lib/endpoint-client';
import { useFeedback } from '../../../lib/use-feedback';

/** `PATCH /ums-user/enable`: enables (1) or disables (0) a user; disabling ends their sessions. */
export const setUserState = (id: number, state: 0 | 1) =>
  call(resourceEndpoints(userResource).states.enable, { body: { id, state } });

/** Switches a user on or off, says 'Update succeeded' and refreshes the user lists. */
export function useSetUserState() {
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const { t } = useTranslation('crud');
  return useMutation({
    mutationFn: ({ id, state }: { id: number; state: 0 | 1 }) => setUserState(id, state),
    onSuccess: () => {
      void message.success(t('messages.updated'));
      return queryClient.invalidateQueries({ queryKey: resourceKeys.root(userResource) });
    },
  });
}
