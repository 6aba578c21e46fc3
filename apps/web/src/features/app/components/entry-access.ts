import type { IosIndex } from '@skin/contract';
import { useCallback } from 'react';
import { useHasRole } from '../../../components/permission/use-access';
import { useCurrentUser } from '../../../lib/current-user';

/**
 * Who may change an entry (and its items): platform staff every one, an agent its own. The server
 * also lets an agent change the entries of agents below it; the console offers those read-only,
 * fewer buttons than the server would allow, never more (the rule is the catalogue's, docs/architecture.md
 * "Tenancy").
 */
export function useEntryChangeable() {
  const me = useCurrentUser();
  const platform = useHasRole(['ADMIN', 'OPERATOR']);
  const changeable = useCallback(
    (row: Pick<IosIndex, 'ownerId'>) => platform || (row.ownerId !== null && row.ownerId === me.id),
    [platform, me.id],
  );
  return { platform, changeable };
}
