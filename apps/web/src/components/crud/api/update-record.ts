import type { ResourceDef } from '@skin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/use-feedback';
import { resourceKeys } from '../resource-keys';
import { requestWithFields } from './request-with-fields';

/** `PATCH /<path>` with a body (carrying the id) the update schema accepted. */
export const updateRecord = <E>(def: Pick<ResourceDef, 'path'>, body: Record<string, unknown>) =>
  requestWithFields<E>(`/${def.path}`, { method: 'PATCH', body });

/** Saves a record, says 'Update succeeded' and refreshes every list of the resource. */
export function useUpdateRecord<E>(def: Pick<ResourceDef, 'name' | 'path'>) {
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const { t } = useTranslation('crud');
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => updateRecord<E>(def, body),
    onSuccess: () => {
      void message.success(t('messages.updated'));
      return queryClient.invalidateQueries({ queryKey: resourceKeys.root(def) });
    },
  });
}
