import type { ResourceDef } from '@skin/contract';

type Named = Pick<ResourceDef, 'name'>;

/** Query keys of a resource, rooted at its name so one invalidation refreshes all of them. */
export const resourceKeys = {
  root: (def: Named) => [def.name] as const,
  list: (def: Named, params: Record<string, unknown>) => [def.name, 'list', params] as const,
  options: (def: Named) => [def.name, 'options'] as const,
};
