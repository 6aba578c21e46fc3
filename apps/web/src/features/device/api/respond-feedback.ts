import { feedbackResource } from '@skin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { requestWithFields } from '../../../components/crud/api/request-with-fields';
import { resourceKeys } from '../../../components/crud/resource-keys';
import { useFeedback } from '../../../lib/use-feedback';

/** `PATCH /feedback/respond {id, response}`: the answer the store sees. */
export const respondFeedback = (body: Record<string, unknown>) =>
  requestWithFields<unknown>('/feedback/respond', { method: 'PATCH', body });

/** Answers a feedback, says 'Update succeeded' and refreshes the feedback list. */
export function useRespondFeedback() {
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const { t } = useTranslation('crud');
  return useMutation({
    mutationFn: respondFeedback,
    onSuccess: () => {
      void message.success(t('messages.updated'));
      return queryClient.invalidateQueries({ queryKey: resourceKeys.root(feedbackResource) });
    },
  });
}
