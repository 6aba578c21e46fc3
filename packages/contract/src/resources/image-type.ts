import { z } from 'zod';
import { optionalText, patchOf, requiredText, sort, state } from '../common/fields';
import { defineResource } from '../common/resource';
import { translationsInput, translationsOutput } from '../common/translations';

/**
 * Who produces an image of this type: the algorithm server, or the analyzer itself
 * (docs/product-rules.md, "Fields and codes").
 */
export const IMAGE_SOURCES = ['algorithm', 'client'] as const;

export const imageTypeEntity = z.object({
  id: z.number(),
  indexNo: z.number(),
  nameZh: z.string(),
  nameEn: z.string(),
  tag: z.string(),
  source: z.enum(IMAGE_SOURCES),
  sort: z.number(),
  state: z.number(),
  remark: z.string().nullable(),
  /** The name in other languages (docs/skin-knowledge.md, "Names and texts in every language"). */
  translations: translationsOutput,
  updatedAt: z.string(),
});
const fields = {
  /** The number the analyzers send with an image of this type: unique. */
  indexNo: z.coerce.number().int().min(0).max(999),
  nameZh: requiredText(64),
  nameEn: requiredText(64),
  /** The alias the algorithm uses (`daylight`, `uv`...): unique, letters, digits, dash, underscore. */
  tag: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_-]{0,31}$/, 'Tag is 1-32 letters, digits, dash or underscore'),
  source: z.enum(IMAGE_SOURCES),
  sort: sort.default(0),
  remark: optionalText(255),
  translations: translationsInput({ name: 64 }).default({}),
};

/** Image types: the kinds of photo an analyzer takes (daylight, polarized, texture, UV, Wood's lamp). */
export const imageTypeResource = defineResource({
  name: 'imageType',
  path: 'image-type',
  permission: 'skin:image-type',
  entity: imageTypeEntity,
  create: z.strictObject({ ...fields, state: state.default(1) }),
  update: patchOf(fields),
  filters: z.object({
    nameZh: z.string().trim().max(64).optional(),
    nameEn: z.string().trim().max(64).optional(),
    state: state.optional(),
  }),
  sorts: ['indexNo', 'nameEn', 'sort', 'updatedAt'],
  actions: ['query', 'add', 'edit', 'delete'],
  states: { enable: { field: 'state', value: state } },
  tenancy: { kind: 'platform' },
  menus: [
    {
      name: 'ImageType',
      title: 'imageType',
      path: 'image-type',
      component: 'skin/ImageType',
      section: 'Skin',
      roles: ['ADMIN', 'OPERATOR'],
    },
  ],
  // Agents write advice per image type; everyone below reads the names in reports.
  grants: { AGENT: ['query'], MERCHANT: ['query'], STORE_MANAGER: ['query'] },
});
export type ImageType = z.infer<typeof imageTypeEntity>;
