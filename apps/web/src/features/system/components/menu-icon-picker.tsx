import { Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { MENU_ICON_NAMES, menuIcon } from '../../../components/shell/menu-icon';

type Props = { value?: string | null; onChange?: (value: string | null) => void };

/** Picks a menu icon among those the sidebar can draw, each shown beside its name. */
export function MenuIconPicker({ value, onChange }: Props) {
  const { t } = useTranslation('system');
  return (
    <Select
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      allowClear
      showSearch={{ optionFilterProp: 'value' }}
      placeholder={t('menu.iconPlaceholder')}
      options={MENU_ICON_NAMES.map((name) => ({
        value: name,
        label: (
          <Space>
            {menuIcon(name)}
            {name}
          </Space>
        ),
      }))}
      data-testid="field-icon"
    />
  );
}
