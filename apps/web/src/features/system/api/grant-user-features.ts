import { userEndpoints, userResource } from '@skin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/endpoint-client';
import { useFeedback } from '../../../lib/use-feedback';

/** `POST /ums-user/feature`: the full new set of a user's features. */
export const grantUserFeatures = (userId: number, featureIds: number[]) =>
  call(userEndpoints.grantFeatures, { body: { userId, featureIds } });

/** Saves a user's features, says 'Update succeeded' and refreshes what the drawer shows. */
export function useGrantUserFeatures(userId: number) {
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const { t } = useTranslation('crud');
  return useMutation({
    mutationFn: (featureIds: number[]) => grantUserFeatures(userId, featureIds),
    onSuccess: () => {
      void message.success(t('messages.updated'));
      return queryClient.invalidateQueries({ queryKey: [userResource.name, 'features', userId] });
    },
  });
}
