import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useLanguageStore, useT } from '../lib/i18n';
import { ENDONYMS } from '../lib/languages';
import { useOnDemand } from '../lib/use-on-demand';

// The menu (antd's Dropdown and Menu) is not part of the login page's first load: pointing at
// the button starts its download, the first click opens it once it is in.
const loadMenu = () => import('./language-menu').then((m) => m.LanguageMenu);

/** The language button; its menu lists all 15 languages (language-menu.tsx). */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const language = useLanguageStore((s) => s.language);
  const { Component: Menu, loading, load, prefetch } = useOnDemand(loadMenu);
  const button = (
    <Button
      type="text"
      icon={<GlobalOutlined />}
      aria-label={t('language.switch')}
      data-testid="language-switch"
      onPointerEnter={Menu ? undefined : prefetch}
      loading={loading}
      onClick={Menu ? undefined : () => void load()}
    >
      {compact ? null : ENDONYMS[language]}
    </Button>
  );
  return Menu ? <Menu>{button}</Menu> : button;
}
