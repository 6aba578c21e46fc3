import { z } from 'zod';
import { pageQuery } from './paging';
import type { ResourceDef } from './resource';

/** Directions a list may be sorted in; `asc` when a sort is asked without one. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The sort a list query carries: one of the resource's `sorts` keys and a direction. */
export type ListSort = { sort?: string; order?: SortOrder };

/** Query parameters `sort` (one of the declared keys) and `order`; none for a resource without sorts. */
export const sortQueryOf = (def: Pick<ResourceDef, 'sorts'>) =>
  z.object(
    def.sorts?.length
      ? {
          sort: z.enum(def.sorts as readonly [string, ...string[]]).optional(),
          order: z.enum(SORT_ORDERS).optional(),
        }
      : {},
  );

/** The query of `GET /<path>`: paging, the resource's filters and its sort. */
export const listQueryOf = (def: Pick<ResourceDef, 'filters' | 'sorts'>) =>
  pageQuery.extend(def.filters.shape).extend(sortQueryOf(def).shape);
