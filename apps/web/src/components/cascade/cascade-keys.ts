import { userResource } from '@skin/contract';

/** Query keys of the cascade's calls, under the users' root: a write to users refreshes them. */
export const cascadeKeys = {
  agents: () => [userResource.name, 'agents'] as const,
};
