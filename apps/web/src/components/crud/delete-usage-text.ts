import type { DeleteUsage, UsageKind } from '@skin/contract';
import type { TFunction } from 'i18next';

/** "«A», «B» and 3 more", in the console's language. */
export function namesText(t: TFunction, language: string, usage: DeleteUsage, total: number) {
  const quoted = usage.names.map((n) => `«${n}»`);
  const rest = total - usage.names.length;
  if (rest > 0) quoted.push(t('confirm.andMore', { n: rest }));
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(quoted);
}

/** The label of each kind of use. */
const USE_LABELS: Record<UsageKind, string> = {
  tests: 'uses.tests',
  photos: 'uses.photos',
  adviceSlots: 'uses.adviceSlots',
  plans: 'uses.plans',
};

/** "Tests: 340, advice slots: 12" ("10000+" past the counting cap). */
export function usesText(t: TFunction, usage: DeleteUsage) {
  return usage.uses
    .map((u) => `${t(USE_LABELS[u.kind])}: ${u.count}${u.more ? '+' : ''}`)
    .join(t('uses.separator'));
}
