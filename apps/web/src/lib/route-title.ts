import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Translates a route title key (`t('route.<title>')`, spec: menu titles are i18n keys); a title
 * someone typed into the menu form that has no key shows as typed.
 */
export function useRouteTitle(): (title: string) => string {
  const { t } = useTranslation();
  return useCallback((title: string) => t(`route.${title}`, { defaultValue: title }), [t]);
}
