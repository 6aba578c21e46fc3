import { consumerEndpoints, consumerResource } from '@skin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from '../../../components/crud/resource-keys';
import { call } from '../../../lib/endpoint-client';

/**
 * Erases a consumer with its tests, reports and photos, `tests` being the number the confirmation
 * named (the server refuses when it has more by now); every consumer and test list is read again.
 */
export function useEraseConsumer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, tests }: { id: number; tests: number }) =>
      call(consumerEndpoints.erase, { params: { id }, body: { tests } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.root(consumerResource) }),
  });
}
