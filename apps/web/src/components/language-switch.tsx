import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, useLanguageStore } from '../lib/i18n';
import { ENDONYMS, isLanguage, LANGUAGES } from '../lib/languages';

/** Language menu: each entry in its own language, with its name in the current one beside it. */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
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
      menu={{
        items,
        selectable: true,
        selectedKeys: [language],
        onClick: ({ key }) => {
          if (isLanguage(key)) void chooseLanguage(key);
        },
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={t('language.switch')}
        data-testid="language-switch"
      >
        {compact ? null : ENDONYMS[language]}
      </Button>
    </Dropdown>
  );
}
