import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { idList } from '../common/fields';
import { permissionOf, type ResourceDef } from '../common/resource';
import { diseaseResource } from '../resources/disease';
import { diseaseLevelResource } from '../resources/disease-level';
import { goodsResource } from '../resources/goods';
import { imageTypeResource } from '../resources/image-type';
import { skinPlanResource } from '../resources/skin-plan';

/** What may use a row that someone is about to delete (docs/skin-knowledge.md, "Deletes"). */
export const USAGE_KINDS = ['tests', 'photos', 'adviceSlots', 'plans'] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];

/**
 * What a delete would touch, asked before the confirmation is shown: the rows' names, each kind
 * of use with its count (`more`: past the counting cap), and whether the delete would be refused
 * (something reports rest on uses them) rather than unlinking what uses them.
 */
export const deleteUsage = z.object({
  names: z.array(z.string()),
  uses: z.array(z.object({ kind: z.enum(USAGE_KINDS), count: z.number().int(), more: z.boolean() })),
  refused: z.boolean(),
});
export type DeleteUsage = z.infer<typeof deleteUsage>;

/** `GET /<path>/usage?id=1,2`, guarded as the delete it prepares is. */
const usageOf = (def: Pick<ResourceDef, 'name' | 'path' | 'permission' | 'actions'>) =>
  defineEndpoint({
    method: 'GET',
    path: `/${def.path}/usage`,
    permission: permissionOf(def, 'delete'),
    tag: def.name,
    summary: 'What a delete of these rows would touch, for its confirmation',
    query: z.object({ id: idList }),
    response: envelope(deleteUsage),
  });

/** The resources whose delete confirmation names what uses the rows, by resource name. */
export const deleteUsageEndpoints = {
  [diseaseResource.name]: usageOf(diseaseResource),
  [diseaseLevelResource.name]: usageOf(diseaseLevelResource),
  [imageTypeResource.name]: usageOf(imageTypeResource),
  [goodsResource.name]: usageOf(goodsResource),
  [skinPlanResource.name]: usageOf(skinPlanResource),
} as Readonly<Record<string, ReturnType<typeof usageOf>>>;
