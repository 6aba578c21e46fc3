import { type Option, permissionOf, storeResource, userResource } from '@skin/contract';
import { useMemo } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import type { FilterSpec } from '../crud/types';
import { useCan } from '../permission/use-access';
import { useFirstPicks } from '../picker/pick-api';
import type { CascadeLevel } from './cascade';
import { CascadeFilter } from './cascade-filter';
import { useAgents } from './get-agents';
import { useMerchantsBelow } from './get-sub-users';

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
  const agents = useAgents(can(permissionOf(userResource, 'query')));
  const merchants = useMerchantsBelow(levels === 'full' ? me.id : undefined);
  // Whether the caller sees more than one store: the first two of the store picker's search.
  const stores = useFirstPicks(storeResource, 2, levels === 'full');
  return useMemo(() => {
    const others = (list?: readonly Option[]) => (list ?? []).some((o) => o.id !== me.id);
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
