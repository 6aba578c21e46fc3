import { type PickPage, permissionOf, storeResource, userResource } from '@skin/contract';
import { useMemo } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import type { FilterSpec } from '../crud/types';
import { useCan } from '../permission/use-access';
import { useFirstPicks } from '../picker/pick-api';
import { type CascadeLevel, LEVEL_ROLE } from './cascade';
import { CascadeFilter } from './cascade-filter';

type Labels = { agent: string; merchant: string; store: string };

/**
 * The agent -> merchant -> store filters of a list (`agentId`, `merchantId`, `storeId`). A level
 * appears only when the caller sees someone there besides itself (an agent has no use for an agent
 * filter naming only itself; a store manager with one store, for a store filter). `agent` keeps
 * the agent level alone (stock detail). The filters are named by their levels: a list they join
 * checks that its resource's filter schema takes each of them.
 */
export function useCascadeFilters(
  labels: Labels,
  levels: 'full' | 'agent' = 'full',
): FilterSpec<CascadeLevel>[] {
  const can = useCan();
  const me = useCurrentUser();
  const readsUsers = can(permissionOf(userResource, 'query'));
  // Whether there is anyone but the caller at a level: the first two of that level's search.
  const agents = useFirstPicks(userResource, 2, readsUsers, { role: LEVEL_ROLE.agentId });
  const merchants = useFirstPicks(userResource, 2, readsUsers && levels === 'full', {
    role: LEVEL_ROLE.merchantId,
  });
  const stores = useFirstPicks(storeResource, 2, levels === 'full');
  return useMemo(() => {
    const others = (page?: PickPage) => (page?.items ?? []).some((o) => o.id !== me.id);
    const filters: FilterSpec<CascadeLevel>[] = [];
    if (others(agents.data))
      filters.push({ name: 'agentId', label: labels.agent, render: <CascadeFilter level="agentId" /> });
    if (levels === 'agent') return filters;
    if (others(merchants.data))
      filters.push({
        name: 'merchantId',
        label: labels.merchant,
        render: <CascadeFilter level="merchantId" />,
      });
    if (filters.length || (stores.data?.items.length ?? 0) > 1)
      filters.push({ name: 'storeId', label: labels.store, render: <CascadeFilter level="storeId" /> });
    return filters;
  }, [labels.agent, labels.merchant, labels.store, levels, me.id, agents.data, merchants.data, stores.data]);
}
