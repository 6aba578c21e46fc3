import type { ResourceDef } from '@skin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/use-feedback';
import { resourceKeys } from '../resource-keys';
import { requestWithFields } from './request-with-fields';

/** `POST /<path>` with a body the create schema accepted; answers the new record. */
export const createRecord = <E>(def: Pick<ResourceDef, 'path'>, body: Record<string, unknown>) =>
  requestWithFields<E>(`/${def.path}`, { method: 'POST', body });

/** Adds a record, says 'Add succeeded' and refreshes every list of the resource. */
export function useCreateRecord<E>(def: Pick<ResourceDef, 'name' | 'path'>) {
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const { t } = useTranslation('crud');
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => createRecord<E>(def, body),
    onSuccess: () => {
      void message.success(t('messages.added'));
      return queryClient.invalidateQueries({ queryKey: resourceKeys.root(def) });
    },
  });
}
