import { z } from 'zod';
import { id, optionalText, patchOf } from '../common/fields';
import { MESSAGES } from '../common/messages';
import { defineResource } from '../common/resource';
import { translationsInput, translationsOutput } from '../common/translations';

/**
 * A slot of an AI dimension's advice (dimension, level, image type) as the caller sees it: the
 * platform's original, or the override in force on the caller's line (the deepest one). `id` is
 * the slot's, the platform row's id, whoever's text is shown.
 */
export const diseaseDetailEntity = z.object({
  id: z.number(),
  diseaseId: z.number(),
  imageTypeId: z.number().nullable(),
  levelId: z.number().nullable(),
  solution: z.string().nullable(),
  introduction: z.string().nullable(),
  impact: z.string().nullable(),
  improve: z.string().nullable(),
  remark: z.string().nullable(),
  goodsIds: z.array(z.number()),
  planIds: z.array(z.number()),
  /** The advice texts in other languages (docs/skin-knowledge.md, "Names and texts in every language"). */
  translations: translationsOutput,
  /** Whose override is shown; null: the platform's original information. */
  overriddenBy: z.object({ userId: z.number(), name: z.string() }).nullable(),
  /** The caller's own override is shown: "restore to the original information" drops it. */
  ownOverride: z.boolean(),
  /** The slot reports use for its dimension and level, as chosen on the caller's line. */
  isDefault: z.boolean(),
  updatedAt: z.string(),
});
const texts = {
  solution: optionalText(2000),
  introduction: optionalText(2000),
  impact: optionalText(2000),
  improve: optionalText(2000),
  remark: optionalText(255),
  goodsIds: z.array(id).max(50),
  planIds: z.array(id).max(50),
  translations: translationsInput({ solution: 2000, introduction: 2000, impact: 2000, improve: 2000 }),
};
const slot = { imageTypeId: id.nullish(), levelId: id.nullish() };
/** The texts of a slot, one of which (or a goods or plan) a new slot must have. */
export const ADVICE_TEXTS = ['solution', 'introduction', 'impact', 'improve'] as const;

/**
 * The advice of the AI dimensions. Platform staff write the originals; an agent's edit is an
 * override for its line, which it may restore (drop) again; either may set which slot of a
 * dimension's level reports use. Merchants and stores read what is in force for them.
 */
export const diseaseDetailResource = defineResource({
  name: 'diseaseDetail',
  path: 'disease-detail',
  permission: 'skin:disease-detail',
  entity: diseaseDetailEntity,
  create: z
    .strictObject({
      diseaseId: id,
      ...slot,
      ...texts,
      goodsIds: texts.goodsIds.default([]),
      planIds: texts.planIds.default([]),
      translations: texts.translations.default({}),
    })
    // An empty slot would become a level's default advice and print nothing.
    .refine((v) => ADVICE_TEXTS.some((k) => v[k]) || v.goodsIds.length > 0 || v.planIds.length > 0, {
      message: MESSAGES.adviceEmpty,
      path: ['solution'],
    }),
  update: patchOf({ ...slot, ...texts }),
  filters: z.object({ diseaseId: id.optional(), levelId: id.optional() }),
  sorts: ['updatedAt'],
  actions: ['query', 'add', 'edit', 'delete'],
  extra: { restore: 'skin:disease-detail:restore', setDefault: 'skin:disease-detail:default' },
  tenancy: { kind: 'catalogue', owner: 'ownerId' },
  grants: {
    AGENT: ['query', 'edit', 'restore', 'setDefault'],
    MERCHANT: ['query'],
    STORE_MANAGER: ['query'],
  },
});
export type DiseaseDetail = z.infer<typeof diseaseDetailEntity>;

/** The advice a report uses for one dimension's level, as in force for a store or a user. */
export const detailInForce = diseaseDetailEntity.extend({ levelName: z.string().nullable() });
export type DetailInForce = z.infer<typeof detailInForce>;
