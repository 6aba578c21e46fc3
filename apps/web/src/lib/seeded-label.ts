import { seededLabelKey } from '@skin/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Shows a label the product seeded (a role, a dictionary entry, an audit action) in the reader's
 * language while it is still exactly as seeded; anything an administrator typed, as typed.
 */
export function useSeededLabel(): (text: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (text: string) => {
      const key = seededLabelKey(text);
      return key ? t(`seeded.${key}`) : text;
    },
    [t],
  );
}
