import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages';

// Chinese needs a script choice that a region or bare `zh` implies (bare zh is traditional:
// docs/product-rules.md, "Name, languages and sizes").
const SIMPLIFIED = /^zh-(cn|sg|my|hans)(-|$)/;
const TRADITIONAL = /^zh-(tw|hk|mo|hant)(-|$)/;

/** Maps one browser language tag onto a supported language, or null when none fits. */
export function matchLanguage(tag: string): Language | null {
  const lower = tag.trim().replaceAll('_', '-').toLowerCase();
  if (!lower) return null;
  const exact = LANGUAGES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  if (SIMPLIFIED.test(lower)) return 'zh-CN';
  if (lower === 'zh' || TRADITIONAL.test(lower) || lower.startsWith('zh-')) return 'zh-TW';
  const primary = lower.split('-')[0];
  return LANGUAGES.find((l) => l === primary) ?? null;
}

/**
 * The language to show: the user's stored choice, else the first browser language we support
 * (in the browser's order of preference), else English.
 */
export function detectLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}
