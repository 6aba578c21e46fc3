import type { ResourceDef } from '@skin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/endpoint-client';
import { useFeedback } from '../../../lib/use-feedback';
import { resourceKeys } from '../resource-keys';
import { resourceEndpoints } from './resource-endpoints';

/** `PATCH /<path>/<verb>` with `{ id, [field]: value }`: a state change declared in `def.states`. */
export const setState = (def: ResourceDef, verb: string, body: { id: number } & Record<string, unknown>) =>
  call(resourceEndpoints(def).states[verb]!, { body });

/** Changes a row's state, says 'Update succeeded' and refreshes every list of the resource. */
export function useSetState(def: ResourceDef, verb: string) {
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const { t } = useTranslation('crud');
  const field = def.states?.[verb]?.field ?? verb;
  return useMutation({
    mutationFn: ({ id, value }: { id: number; value: unknown }) =>
      setState(def, verb, { id, [field]: value }),
    onSuccess: () => {
      void message.success(t('messages.updated'));
      return queryClient.invalidateQueries({ queryKey: resourceKeys.root(def) });
    },
  });
}
