import { ColumnHeightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { SIZES, type UiSize, useSettings } from '../../stores/settings';
import { LazyDropdown } from './lazy-menus';

/**
 * The component size (docs/product-rules.md, "Name, languages and sizes"), applied to every antd
 * component.
 */
export function SizeSwitch() {
  const { t } = useTranslation();
  const size = useSettings((s) => s.size);
  const set = useSettings((s) => s.set);
  return (
    <LazyDropdown
      trigger={['click']}
      menu={{
        items: SIZES.map((key) => ({
          key,
          label: <span data-testid={`size-${key}`}>{t(`size.${key}`)}</span>,
        })),
        selectable: true,
        selectedKeys: [size],
        onClick: ({ key }) => set({ size: key as UiSize }),
      }}
    >
      <Button
        type="text"
        icon={<ColumnHeightOutlined />}
        aria-label={t('nav.size')}
        title={t('nav.size')}
        data-testid="size-switch"
      />
    </LazyDropdown>
  );
}
