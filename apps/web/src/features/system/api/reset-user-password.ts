import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { requestWithFields } from '../../../components/crud/api/request-with-fields';
import { useFeedback } from '../../../lib/use-feedback';

/** `PATCH /ums-user/password`: sets a new sign-in password for a user below the caller. */
export const resetUserPassword = (body: Record<string, unknown>) =>
  requestWithFields<null>('/ums-user/password', { method: 'PATCH', body });

/** Resets a user's password and says 'Update succeeded'; the user's sessions end on the server. */
export function useResetUserPassword() {
  const { message } = useFeedback();
  const { t } = useTranslation('crud');
  return useMutation({
    mutationFn: resetUserPassword,
    onSuccess: () => void message.success(t('messages.updated')),
  });
}
