import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = {
  columns: { key: string; title: string }[];
  hidden: string[];
  onChange: (hidden: string[]) => void;
};

/** Shows or hides a list's columns; at least one stays shown. */
export function ColumnsMenu({ columns, hidden, onChange }: Props) {
  const { t } = useTranslation('crud');
  const shown = columns.filter((c) => !hidden.includes(c.key));
  const content = (
    <Flex vertical gap={4} data-testid="columns-menu">
      {columns.map((c) => (
        <Checkbox
          key={c.key}
          checked={!hidden.includes(c.key)}
          disabled={shown.length === 1 && !hidden.includes(c.key)}
          onChange={(e) =>
            onChange(e.target.checked ? hidden.filter((k) => k !== c.key) : [...hidden, c.key])
          }
          data-testid={`column-toggle-${c.key}`}
        >
          {c.title}
        </Checkbox>
      ))}
      <Button size="small" type="link" onClick={() => onChange([])} disabled={!hidden.length}>
        {t('columns.showAll')}
      </Button>
    </Flex>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight" title={t('columns.choose')}>
      <Tooltip title={t('columns.choose')}>
        <Button icon={<SettingOutlined />} aria-label={t('columns.choose')} data-testid="columns-button" />
      </Tooltip>
    </Popover>
  );
}
