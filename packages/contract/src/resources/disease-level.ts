import { z } from 'zod';
import { optionalText, patchOf, requiredText } from '../common/fields';
import { MESSAGES } from '../common/messages';
import { defineResource } from '../common/resource';
import { translationsInput, translationsOutput } from '../common/translations';

/** A score of an AI dimension: 0 (worst) to 100 (best). */
export const score = z.coerce.number().int().min(0).max(100);

export const diseaseLevelEntity = z.object({
  id: z.number(),
  name: z.string(),
  minScore: z.number(),
  maxScore: z.number(),
  remark: z.string().nullable(),
  /** The name in other languages (docs/skin-knowledge.md, "Names and texts in every language"). */
  translations: translationsOutput,
  updatedAt: z.string(),
});
const fields = {
  name: requiredText(32),
  minScore: score,
  maxScore: score,
  remark: optionalText(255),
  translations: translationsInput({ name: 32 }).default({}),
};
const minNotAboveMax = (v: { minScore?: number; maxScore?: number }) =>
  v.minScore === undefined || v.maxScore === undefined || v.minScore <= v.maxScore;
const rangeMessage = { message: MESSAGES.levelRange, path: ['maxScore'] };

/**
 * Disease levels: named score ranges (0-100) that a dimension's score falls into. Ranges never
 * overlap, so every score has at most one level (the server names the clashing level).
 */
export const diseaseLevelResource = defineResource({
  name: 'diseaseLevel',
  path: 'disease-level',
  permission: 'skin:disease-level',
  entity: diseaseLevelEntity,
  create: z.strictObject(fields).refine(minNotAboveMax, rangeMessage),
  update: patchOf(fields).refine(minNotAboveMax, rangeMessage),
  filters: z.object({ name: z.string().trim().max(32).optional() }),
  sorts: ['minScore', 'name', 'updatedAt'],
  actions: ['query', 'add', 'edit', 'delete'],
  tenancy: { kind: 'platform' },
  menus: [
    {
      name: 'DiseaseLevel',
      title: 'diseaseLevel',
      path: 'disease-level',
      component: 'skin/DiseaseLevel',
      section: 'Skin',
      roles: ['ADMIN', 'OPERATOR'],
    },
  ],
  grants: { AGENT: ['query'], MERCHANT: ['query'], STORE_MANAGER: ['query'] },
});
export type DiseaseLevel = z.infer<typeof diseaseLevelEntity>;
