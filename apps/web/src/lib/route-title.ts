import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Translates a route title key (`t('route.<title>')`: docs/web-shell.md, "Route table and the screen
 * convention"); a title someone typed into the menu form that has no key shows as typed.
 */
export function useRouteTitle(): (title: string) => string {
  const { t } = useTranslation();
  return useCallback((title: string) => t(`route.${title}`, { defaultValue: title }), [t]);
}
