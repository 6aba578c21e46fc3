import { Dropdown, Space, Typography } from 'antd';
import { type ReactElement, useState } from 'react';
import { chooseLanguage, useLanguageStore, useT } from '../lib/i18n';
import { ENDONYMS, isLanguage, LANGUAGES } from '../lib/languages';

/**
 * The language menu around its button: each entry in its own language, with its name in the
 * current one beside it. Loaded by the button's first click (language-switch.tsx), so it opens
 * at once.
 */
export function LanguageMenu({ children }: { children: ReactElement }) {
  const t = useT();
  const language = useLanguageStore((s) => s.language);
  const [open, setOpen] = useState(true);
  const items = LANGUAGES.map((l) => ({
    key: l,
    label: (
      <Space size="small" data-testid={`language-${l}`}>
        <span>{ENDONYMS[l]}</span>
        <Typography.Text type="secondary">{t(`languages.${l}`)}</Typography.Text>
      </Space>
    ),
  }));
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        items,
        selectable: true,
        selectedKeys: [language],
        onClick: ({ key }) => {
          setOpen(false);
          if (isLanguage(key)) void chooseLanguage(key);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
