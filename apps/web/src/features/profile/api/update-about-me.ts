import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { requestWithFields } from '../../../components/crud/api/request-with-fields';
import { queryKeys } from '../../../lib/query-keys';
import { useFeedback } from '../../../lib/use-feedback';

/** `PATCH /ums-user/about/me` with name, sex and contact. */
export const updateAboutMe = (body: Record<string, unknown>) =>
  requestWithFields<null>('/ums-user/about/me', { method: 'PATCH', body });

/** Saves personal info, says 'Update succeeded', and reloads the user info (the name shows in the shell). */
export function useUpdateAboutMe() {
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const { t } = useTranslation('crud');
  return useMutation({
    mutationFn: updateAboutMe,
    onSuccess: () => {
      void message.success(t('messages.updated'));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['ums-user', 'about-me'] }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
      ]);
    },
  });
}
