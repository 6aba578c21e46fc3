import type { FieldTranslations } from '@skin/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { diseaseDetails, diseaseLevels, diseases, imageTypes, questions } from '../schema';
import { seedDataOnce } from './once';

/** The seeded image types' names by tag (their Chinese and English names are the entered ones). */
const IMAGE_TYPE_NAMES: Record<string, FieldTranslations> = {
  daylight: { 'zh-TW': '日光', de: 'Tageslicht', es: 'Luz natural', fr: 'Lumière du jour' },
  polarized: { 'zh-TW': '偏振光', de: 'Polarisiertes Licht', es: 'Luz polarizada', fr: 'Lumière polarisée' },
  texture: { 'zh-TW': '紋理', de: 'Textur', es: 'Textura', fr: 'Texture' },
  uv: { 'zh-TW': '紫外光', de: 'Ultraviolett', es: 'Ultravioleta', fr: 'Ultraviolet' },
  wood: { 'zh-TW': '伍德燈', de: 'Wood-Lampe', es: 'Lámpara de Wood', fr: 'Lampe de Wood' },
};

/** The seeded levels' names, by the name entered. */
const LEVEL_NAMES: Record<string, FieldTranslations> = {
  '重度 Severe': { 'zh-CN': '重度', 'zh-TW': '重度', en: 'Severe', de: 'Schwer', es: 'Grave', fr: 'Sévère' },
  '中度 Moderate': {
    'zh-CN': '中度',
    'zh-TW': '中度',
    en: 'Moderate',
    de: 'Mittel',
    es: 'Moderado',
    fr: 'Modéré',
  },
  '轻度 Mild': { 'zh-CN': '轻度', 'zh-TW': '輕度', en: 'Mild', de: 'Leicht', es: 'Leve', fr: 'Léger' },
  '健康 Healthy': {
    'zh-CN': '健康',
    'zh-TW': '健康',
    en: 'Healthy',
    de: 'Gesund',
    es: 'Saludable',
    fr: 'Sain',
  },
};

/** The seeded dimensions' names by code (Chinese and English are entered). */
const DIMENSION_NAMES: Record<string, FieldTranslations> = {
  pores: { 'zh-TW': '毛孔', de: 'Poren', es: 'Poros', fr: 'Pores' },
  acne: { 'zh-TW': '痘痘', de: 'Akne', es: 'Acné', fr: 'Acné' },
  spots: { 'zh-TW': '色斑', de: 'Flecken', es: 'Manchas', fr: 'Taches' },
  wrinkles: { 'zh-TW': '皺紋', de: 'Falten', es: 'Arrugas', fr: 'Rides' },
  redness: { 'zh-TW': '紅區', de: 'Rötungen', es: 'Rojeces', fr: 'Rougeurs' },
  pigmentation: { 'zh-TW': '色素沉著', de: 'Pigmentierung', es: 'Pigmentación', fr: 'Pigmentation' },
  oiliness: { 'zh-TW': '油脂', de: 'Fettigkeit', es: 'Grasa', fr: 'Excès de sébum' },
  moisture: { 'zh-TW': '水分', de: 'Feuchtigkeit', es: 'Hidratación', fr: 'Hydratation' },
  sensitivity: { 'zh-TW': '敏感', de: 'Empfindlichkeit', es: 'Sensibilidad', fr: 'Sensibilité' },
  dark_circles: { 'zh-TW': '黑眼圈', de: 'Augenringe', es: 'Ojeras', fr: 'Cernes' },
};

/** The seeded improvement questions, by the name entered (in Chinese). */
const QUESTION_NAMES: Record<string, FieldTranslations> = {
  毛孔粗大: { 'zh-TW': '毛孔粗大', en: 'Enlarged pores', de: 'Vergrößerte Poren', es: 'Poros dilatados' },
  痘痘粉刺: {
    'zh-TW': '痘痘粉刺',
    en: 'Acne and blackheads',
    de: 'Akne und Mitesser',
    es: 'Acné y puntos negros',
  },
  色斑: { 'zh-TW': '色斑', en: 'Dark spots', de: 'Pigmentflecken', es: 'Manchas' },
  细纹皱纹: {
    'zh-TW': '細紋皺紋',
    en: 'Fine lines and wrinkles',
    de: 'Fältchen und Falten',
    es: 'Líneas finas y arrugas',
  },
  暗沉: { 'zh-TW': '暗沉', en: 'Dull skin', de: 'Fahler Teint', es: 'Piel apagada' },
  干燥缺水: {
    'zh-TW': '乾燥缺水',
    en: 'Dry, dehydrated skin',
    de: 'Trockene, dehydrierte Haut',
    es: 'Piel seca y deshidratada',
  },
  出油: { 'zh-TW': '出油', en: 'Oily skin', de: 'Fettige Haut', es: 'Piel grasa' },
  敏感泛红: {
    'zh-TW': '敏感泛紅',
    en: 'Sensitivity and redness',
    de: 'Empfindlichkeit und Rötungen',
    es: 'Sensibilidad y rojeces',
  },
};

/**
 * Advice texts by dimension, written so far for a few only: the others show as missing in the
 * console until someone writes them.
 */
const ADVICE_TEXTS: Record<string, { introduction: FieldTranslations }> = {
  pores: {
    introduction: {
      'zh-CN': '毛孔是皮脂和汗液排出的通道，油脂分泌旺盛时容易扩张。',
      en: 'Pores carry sebum and sweat to the surface and widen when oil production is high.',
      de: 'Poren leiten Talg und Schweiß an die Oberfläche und weiten sich, wenn die Haut viel Talg bildet.',
      es: 'Los poros llevan el sebo y el sudor a la superficie y se dilatan cuando la piel produce mucha grasa.',
    },
  },
  acne: {
    introduction: {
      en: 'Acne forms when pores clog with sebum and dead cells and bacteria multiply in them.',
      de: 'Akne entsteht, wenn Poren mit Talg und abgestorbenen Zellen verstopfen und sich Bakterien darin vermehren.',
      es: 'El acné aparece cuando los poros se obstruyen con sebo y células muertas y las bacterias se multiplican.',
    },
  },
};

/** Only rows as seeded and not translated yet: an administrator's own translations stay. */
const untranslated = (column: AnyPgColumn) => sql`${column} = '{}'::jsonb`;

/**
 * Gives the seeded knowledge base its translations once (recorded in `seeded_grants`), also on a
 * database seeded before translations existed: each seeded row still named as seeded and without
 * translations of its own.
 */
export async function seedKnowledgeTranslations(db: Db) {
  await seedDataOnce(db, 'skin-knowledge-translations', async (tx) => {
    for (const [tag, name] of Object.entries(IMAGE_TYPE_NAMES))
      await tx
        .update(imageTypes)
        .set({ translations: { name } })
        .where(and(eq(imageTypes.tag, tag), untranslated(imageTypes.translations)));
    for (const [entered, name] of Object.entries(LEVEL_NAMES))
      await tx
        .update(diseaseLevels)
        .set({ translations: { name } })
        .where(and(eq(diseaseLevels.name, entered), untranslated(diseaseLevels.translations)));
    for (const [code, name] of Object.entries(DIMENSION_NAMES))
      await tx
        .update(diseases)
        .set({ translations: { name } })
        .where(and(eq(diseases.code, code), untranslated(diseases.translations)));
    for (const [entered, name] of Object.entries(QUESTION_NAMES))
      await tx
        .update(questions)
        .set({ translations: { name } })
        .where(and(eq(questions.name, entered), untranslated(questions.translations)));
    for (const [code, texts] of Object.entries(ADVICE_TEXTS))
      await tx
        .update(diseaseDetails)
        .set({ translations: texts })
        .where(
          and(
            sql`${diseaseDetails.diseaseId} = (select id from diseases where code = ${code})`,
            sql`${diseaseDetails.ownerId} is null`,
            untranslated(diseaseDetails.translations),
          ),
        );
  });
}
