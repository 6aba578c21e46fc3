import { userEndpoints } from '@skin/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/endpoint-client';
import { cascadeKeys } from './cascade-keys';

/** `GET /ums-user/agent`: the agents in the caller's tenant (an agent gets itself). */
export const getAgents = () => call(userEndpoints.agents);

/** Agents for the pickers; asked only by users who may list users (the route needs it). */
export const useAgents = (enabled: boolean) =>
  useQuery({ queryKey: cascadeKeys.agents(), queryFn: getAgents, enabled, staleTime: 60_000 });
