import type { SkinPlan } from '@skin/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The nursing sites of skin plans (docs/product-rules.md, "Fields and codes") in the user's language. */
export function useSkinPlanWords() {
  const { t } = useTranslation('skin');
  return useMemo(() => {
    const sites: Record<SkinPlan['nursingSite'], string> = {
      face: t('skinPlan.face'),
      body: t('skinPlan.body'),
      foot: t('skinPlan.foot'),
    };
    return { sites, siteOptions: Object.entries(sites).map(([value, label]) => ({ value, label })) };
  }, [t]);
}
