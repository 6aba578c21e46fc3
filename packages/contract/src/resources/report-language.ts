import { z } from 'zod';
import {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  localizedText,
  type Translations,
} from '../common/translations';
import type { ReportProblem } from './test-record';

/** `?lang=de`: the report in that language (names and texts translated where written). */
export const reportLanguageQuery = z.object({ lang: z.enum(CONTENT_LANGUAGES).optional() });

/** The advice texts of a report's problem. */
export const REPORT_ADVICE = ['solution', 'introduction', 'impact', 'improve'] as const;

/**
 * What a report keeps of the translations of one problem as made: the dimension's name (`name`),
 * its level's name (`level`) and the advice texts, each by language.
 */
export type ProblemTranslations = Translations<'name' | 'level' | (typeof REPORT_ADVICE)[number]>;

type Localizable = Pick<ReportProblem, 'name' | 'nameEn' | 'level' | (typeof REPORT_ADVICE)[number]> & {
  translations?: ProblemTranslations | null;
};

/**
 * One problem of a report in a language: the dimension's name, the level's name and the advice
 * texts, each its translation when the report keeps one, else as entered (docs/skin-knowledge.md,
 * "Names and texts in every language"). Without a language, the entered values as kept. The
 * translations themselves are left out: the answer is in one language. The one place a report is
 * put into a language, whoever asks (the console's reader, a store's printed report).
 */
export function localizeProblem<P extends Localizable>(
  problem: P,
  lang?: ContentLanguage,
): Omit<P, 'translations'> {
  const { translations, ...rest } = problem;
  if (!lang) return rest;
  const texts = translations ?? {};
  const of = (field: keyof ProblemTranslations, entered: string | null) => texts[field]?.[lang] || entered;
  const advice = Object.fromEntries(REPORT_ADVICE.map((field) => [field, of(field, problem[field])]));
  return {
    ...rest,
    ...advice,
    name: localizedText({ name: problem.name, nameEn: problem.nameEn, translations: texts }, 'name', lang)!,
    level: problem.level && { ...problem.level, name: of('level', problem.level.name)! },
  };
}

/** An image type's name in a report's language; without one, its English name. */
export const imageTypeName = (
  type: { nameZh: string; nameEn: string; translations?: Translations | null },
  lang?: ContentLanguage,
) => localizedText(type, 'name', lang ?? 'en') ?? type.nameEn;
