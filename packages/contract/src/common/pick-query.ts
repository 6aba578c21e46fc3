import { z } from 'zod';
import { id, MAX_INT } from './fields';
import { option } from './paging';
import type { ResourceDef } from './resource';

/** The most entries one page of a picker holds (`limit`); the console asks for `PICK_PAGE`. */
export const PICK_LIMIT_MAX = 50;
/** A picker's page when it asks for none. */
export const PICK_PAGE = 20;
/** How deep a picker pages (`offset`): past it, the text must narrow the search. */
export const PICK_OFFSET_MAX = 10_000;
/** The most ids one lookup names (`ids=`): a page of rows' links, or a form's chosen values. */
export const PICK_IDS_MAX = 100;

/** Comma-separated ids to name (`ids=3,7,12`), at most `PICK_IDS_MAX`. */
const pickIds = z
  .string()
  .max(PICK_IDS_MAX * 11)
  .regex(new RegExp(`^\\d{1,10}(,\\d{1,10}){0,${PICK_IDS_MAX - 1}}$`), 'expected comma-separated ids')
  .transform((s) => [...new Set(s.split(',').map(Number))])
  .refine((ids) => ids.every((n) => n >= 1 && n <= MAX_INT), 'id out of range');

/**
 * The query of `GET /<path>/options`, a picker's search (docs/architecture.md, "API conventions"):
 * the text (`q`, matched anywhere in the label, case-insensitive), the page (`offset`, `limit`) and,
 * instead of a search, `ids` to name chosen or linked rows. What narrows it further follows the
 * resource's tenancy, so every resource of a kind gets the same:
 * - a catalogue: `linkableBy`, only the rows a link from a row of that owner may reach, which
 *   everyone who sees that row sees too (0: the platform's own rows; a user: the platform's and
 *   those of the user and of the users above it);
 * - a tree or a store resource: `under`, only the rows of that user's subtree (the cascade's
 *   agent -> merchant -> store);
 * - and what the resource declares in `pickFilters` (users: `role`, the code of their role).
 */
export const pickQueryOf = (def: Pick<ResourceDef, 'tenancy' | 'pickFilters'>) =>
  z.strictObject({
    q: z.string().trim().max(64).default(''),
    offset: z.coerce.number().int().min(0).max(PICK_OFFSET_MAX).default(0),
    limit: z.coerce.number().int().min(1).max(PICK_LIMIT_MAX).default(PICK_PAGE),
    ids: pickIds.optional(),
    ...(def.tenancy.kind === 'catalogue'
      ? { linkableBy: z.coerce.number().int().min(0).max(MAX_INT).optional() }
      : {}),
    ...(def.tenancy.kind === 'tree' || def.tenancy.kind === 'store' ? { under: id.optional() } : {}),
    ...def.pickFilters,
  });

/** A picker's query as the server reads it. */
export type PickQuery = {
  q: string;
  offset: number;
  limit: number;
  ids?: number[];
  linkableBy?: number;
  under?: number;
  role?: string;
};

/** An entry of a picker: an option, with the name of its owner where rows have owners (null: the platform). */
export const pickOption = option.extend({ owner: z.string().nullable().optional() });
export type PickOption = z.infer<typeof pickOption>;

/** A page of a picker: its entries in label order, and whether more follow (`offset + limit`). */
export const pickPage = z.object({ items: z.array(pickOption), more: z.boolean() });
export type PickPage = z.infer<typeof pickPage>;
