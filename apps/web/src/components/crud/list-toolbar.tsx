import { DeleteOutlined, DownloadOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** Each button appears only when its handler is given (the user holds its permission). */
  onAdd?: () => void;
  onDeleteSelected?: () => void;
  selectedCount: number;
  onExport?: () => void;
  /** Nothing to export (the filter found nothing): the button stays, greyed, so the toolbar keeps its place. */
  exportDisabled?: boolean;
  exporting?: boolean;
  onRefresh: () => void;
  refreshing: boolean;
  extra?: ReactNode;
};

/** Add, delete selected, the screen's own buttons; export and refresh on the right. */
export function ListToolbar(props: Props) {
  const { t } = useTranslation('crud');
  const {
    onAdd,
    onDeleteSelected,
    selectedCount,
    onExport,
    exportDisabled,
    exporting,
    onRefresh,
    refreshing,
    extra,
  } = props;
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBlock: 16 }}>
      <Space wrap>
        {onAdd ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} data-testid="toolbar-add">
            {t('actions.add')}
          </Button>
        ) : null}
        {onDeleteSelected ? (
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={selectedCount === 0}
            onClick={onDeleteSelected}
            data-testid="toolbar-delete"
          >
            {selectedCount ? t('actions.deleteCount', { n: selectedCount }) : t('actions.delete')}
          </Button>
        ) : null}
        {extra}
      </Space>
      <Space>
        {onExport ? (
          <Button
            icon={<DownloadOutlined />}
            onClick={onExport}
            disabled={exportDisabled}
            loading={exporting}
            data-testid="toolbar-export"
          >
            {t('actions.export')}
          </Button>
        ) : null}
        <Tooltip title={t('actions.refresh')}>
          <Button
            icon={<ReloadOutlined />}
            onClick={onRefresh}
            loading={refreshing}
            aria-label={t('actions.refresh')}
            data-testid="toolbar-refresh"
          />
        </Tooltip>
      </Space>
    </Flex>
  );
}
