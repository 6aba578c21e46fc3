import { asc } from 'drizzle-orm';
import type { Db } from '../client';
import { diseaseDetails, diseaseLevels, diseases, imageTypes, questions } from '../schema';
import { ADVICE } from './knowledge-advice';
import { seedDataOnce } from './once';

/**
 * The five kinds of photo (docs/product-rules.md, "Fields and codes"), as the analyzers number and
 * name them.
 */
const IMAGE_TYPES = [
  { indexNo: 1, nameZh: '日光', nameEn: 'Daylight', tag: 'daylight', source: 'client' },
  { indexNo: 2, nameZh: '偏振光', nameEn: 'Polarized light', tag: 'polarized', source: 'client' },
  { indexNo: 3, nameZh: '纹理', nameEn: 'Texture', tag: 'texture', source: 'algorithm' },
  { indexNo: 4, nameZh: '紫外光', nameEn: 'Ultraviolet', tag: 'uv', source: 'client' },
  { indexNo: 5, nameZh: '伍德灯', nameEn: "Wood's lamp", tag: 'wood', source: 'client' },
];

/** Score ranges: 0 is the worst skin, 100 the best. */
const LEVELS = [
  { name: '重度 Severe', minScore: 0, maxScore: 39 },
  { name: '中度 Moderate', minScore: 40, maxScore: 59 },
  { name: '轻度 Mild', minScore: 60, maxScore: 79 },
  { name: '健康 Healthy', minScore: 80, maxScore: 100 },
];

/** The dimensions the analyzer scores. */
const DIMENSIONS = [
  { code: 'pores', name: '毛孔', nameEn: 'Pores' },
  { code: 'acne', name: '痘痘', nameEn: 'Acne' },
  { code: 'spots', name: '色斑', nameEn: 'Spots' },
  { code: 'wrinkles', name: '皱纹', nameEn: 'Wrinkles' },
  { code: 'redness', name: '红区', nameEn: 'Redness' },
  { code: 'pigmentation', name: '色素沉着', nameEn: 'Pigmentation' },
  { code: 'oiliness', name: '油脂', nameEn: 'Oiliness' },
  { code: 'moisture', name: '水分', nameEn: 'Moisture' },
  { code: 'sensitivity', name: '敏感', nameEn: 'Sensitivity' },
  { code: 'dark_circles', name: '黑眼圈', nameEn: 'Dark circles' },
];

/** Problems consumers come in with. */
const QUESTIONS = ['毛孔粗大', '痘痘粉刺', '色斑', '细纹皱纹', '暗沉', '干燥缺水', '出油', '敏感泛红'];

/**
 * Seeds the skin knowledge base once (recorded in `seeded_grants` as data of no role), so an
 * administrator's deletions stay deleted across restarts and upgrades.
 */
export async function seedKnowledge(db: Db) {
  await seedDataOnce(db, 'skin-knowledge', async (tx) => {
    await tx
      .insert(imageTypes)
      .values(IMAGE_TYPES.map((t, i) => ({ ...t, sort: i })))
      .onConflictDoNothing();
    if (!(await tx.select().from(diseaseLevels).limit(1)).length)
      await tx.insert(diseaseLevels).values(LEVELS);
    await tx
      .insert(diseases)
      .values(DIMENSIONS.map((d, i) => ({ ...d, sort: i })))
      .onConflictDoNothing();
    if (!(await tx.select().from(questions).limit(1)).length)
      await tx.insert(questions).values(QUESTIONS.map((name, sort) => ({ name, sort })));
    if (!(await tx.select().from(diseaseDetails).limit(1)).length) {
      // One original per dimension and level, read from the dimension's image type.
      const levels = await tx.select().from(diseaseLevels).orderBy(asc(diseaseLevels.minScore));
      const types = new Map((await tx.select().from(imageTypes)).map((t) => [t.tag, t.id]));
      const dims = await tx.select().from(diseases);
      const rows = dims.flatMap((d) => {
        const advice = ADVICE[d.code];
        if (!advice || levels.length !== 4) return [];
        return levels.map((level, i) => ({
          diseaseId: d.id,
          levelId: level.id,
          imageTypeId: types.get(advice.image) ?? null,
          introduction: advice.introduction,
          impact: advice.impact,
          improve: advice.improve,
          solution: advice.care[i],
        }));
      });
      if (rows.length) await tx.insert(diseaseDetails).values(rows);
    }
  });
}
