import {
  PICK_IDS_MAX,
  type PickOption,
  type PickPage,
  type ResourceDef,
  type RoleCode,
} from '@skin/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/endpoint-client';
import { resourceEndpoints } from '../crud/api/resource-endpoints';

/** What narrows a picker beyond its text (contract `pickQueryOf`): a catalogue's link rule, a user's subtree. */
export type PickNarrowing = { linkableBy?: number; under?: number; role?: RoleCode };

/** `GET /<path>/options`: a page of a picker's search, or the options of some ids. */
export const pickPage = (
  def: ResourceDef,
  query: { q?: string; offset?: number; limit?: number; ids?: string } & PickNarrowing,
): Promise<PickPage> => call(resourceEndpoints(def).pick, { query });

/** Query keys under the resource's root, so every write of the resource refreshes its pickers. */
export const pickKeys = {
  search: (def: ResourceDef, text: string, narrowing: PickNarrowing) =>
    [def.name, 'pick', text, narrowing] as const,
  first: (def: ResourceDef, n: number, narrowing: PickNarrowing) =>
    [def.name, 'pick-first', n, narrowing] as const,
  names: (def: ResourceDef, ids: readonly number[]) => [def.name, 'pick-names', ids.join(',')] as const,
};

type Waiting = { ids: Set<number>; found: Promise<Map<number, PickOption>> };
const waiting = new Map<ResourceDef, Waiting>();

/**
 * The options of some ids, asked together with every other lookup of the same resource made in the
 * same turn (a list's rows each naming their links make one request, or one per `PICK_IDS_MAX`).
 */
export function lookUp(def: ResourceDef, ids: readonly number[]): Promise<Map<number, PickOption>> {
  let batch = waiting.get(def);
  if (!batch) {
    const pending: Waiting = {
      ids: new Set(),
      found: new Promise((resolve, reject) =>
        setTimeout(() => {
          waiting.delete(def);
          const all = [...pending.ids];
          const chunks = Array.from({ length: Math.ceil(all.length / PICK_IDS_MAX) }, (_, i) =>
            all.slice(i * PICK_IDS_MAX, (i + 1) * PICK_IDS_MAX),
          );
          Promise.all(chunks.map((chunk) => pickPage(def, { ids: chunk.join(',') })))
            .then((pages) => resolve(new Map(pages.flatMap((p) => p.items).map((o) => [o.id, o]))))
            .catch(reject);
        }, 0),
      ),
    };
    waiting.set(def, pending);
    batch = pending;
  }
  for (const id of ids) batch.ids.add(id);
  return batch.found;
}

/**
 * The options behind some ids (a form's chosen values, a row's links), however deep in the list
 * they lie; an id the caller may not see has none. Asked only when there are ids and `enabled`.
 */
export function usePickNames(def: ResourceDef, ids: readonly number[] | undefined, enabled = true) {
  const sorted = [...new Set(ids ?? [])].sort((a, b) => a - b);
  return useQuery({
    queryKey: pickKeys.names(def, sorted),
    queryFn: async () => {
      const found = await lookUp(def, sorted);
      return new Map(sorted.flatMap((id) => (found.has(id) ? [[id, found.get(id)!] as const] : [])));
    },
    enabled: enabled && sorted.length > 0,
    staleTime: 60_000,
  });
}

/**
 * The first `n` options of a picker (a store manager's one store, whether there is more than one
 * to choose from): `items` and `more` as the search answers them.
 */
export const useFirstPicks = (def: ResourceDef, n: number, enabled = true, narrowing: PickNarrowing = {}) =>
  useQuery({
    queryKey: pickKeys.first(def, n, narrowing),
    queryFn: () => pickPage(def, { limit: n, ...narrowing }),
    enabled,
    staleTime: 60_000,
  });
