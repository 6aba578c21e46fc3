import { DeleteOutlined, EditOutlined, HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import { type Setting, settingResource } from '@skin/contract';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { ResourceListPage } from '../../../components/crud/resource-list-page';
import { useCan } from '../../../components/permission/use-access';
import { CopyButton } from '../components/copy-button';
import { DeleteSettingDialog } from '../components/delete-setting-dialog';
import { SettingFormDialog, type SettingTarget } from '../components/setting-form-dialog';
import { SettingHistoryDrawer } from '../components/setting-history-drawer';
import { useSettingLabels } from '../components/setting-labels';

/** `settings/Setting`: system settings, each a JSON parameter kept with every version saved. */
export default function SettingScreen() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('crud');
  const labels = useSettingLabels();
  const can = useCan();
  const [form, setForm] = useState<SettingTarget | null>(null);
  const [history, setHistory] = useState<Setting | null>(null);
  const [removing, setRemoving] = useState<Setting | null>(null);
  return (
    <>
      <ResourceListPage
        def={settingResource}
        title={t('title')}
        noun={t('noun')}
        columns={[
          { key: 'nameZh', title: t('fields.nameZh') },
          { key: 'nameEn', title: t('fields.nameEn') },
          {
            key: 'type',
            title: t('fields.type'),
            render: labels.type,
            exportValue: (s) => labels.type(s.type),
          },
          { key: 'parentName', title: t('fields.parent') },
          {
            key: 'parameter',
            title: t('fields.parameter'),
            width: 280,
            render: (text: string) => (
              <Flex align="center" gap={4}>
                <Typography.Text code ellipsis={{ tooltip: false }} style={{ maxWidth: 230 }}>
                  {text}
                </Typography.Text>
                <CopyButton text={text} testId="row-copy" />
              </Flex>
            ),
          },
          { key: 'version', title: t('fields.version'), render: (v: number) => `v${v}` },
          { key: 'remark', title: t('fields.remark') },
          {
            key: 'createdAt',
            title: t('fields.createdAt'),
            render: formatDateTime,
            exportValue: (s) => formatDateTime(s.createdAt),
          },
        ]}
        filters={[
          { name: 'name', label: t('filters.name') },
          { name: 'type', label: t('fields.type'), input: 'select', options: labels.typeOptions },
        ]}
        toolbarExtra={() =>
          can(`${settingResource.permission}:add`) ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setForm({ mode: 'create' })}
              data-testid="toolbar-add"
            >
              {tc('actions.add')}
            </Button>
          ) : null
        }
        rowActions={(row) => (
          <>
            {can(settingResource.extra.edit) ? (
              <Button
                type="link"
                size="small"
                icon={<EditOutlined />}
                onClick={() => setForm({ mode: 'edit', row })}
                data-testid="row-edit"
              >
                {tc('actions.edit')}
              </Button>
            ) : null}
            <Button
              type="link"
              size="small"
              icon={<HistoryOutlined />}
              onClick={() => setHistory(row)}
              data-testid="row-history"
            >
              {t('history.open')}
            </Button>
            {can(settingResource.extra.delete) ? (
              <Button
                type="link"
                size="small"
                danger
                icon={<DeleteOutlined />}
                onClick={() => setRemoving(row)}
                data-testid="row-delete"
              >
                {tc('actions.delete')}
              </Button>
            ) : null}
          </>
        )}
      />
      {form ? <SettingFormDialog target={form} onClose={() => setForm(null)} /> : null}
      {history ? <SettingHistoryDrawer setting={history} onClose={() => setHistory(null)} /> : null}
      {removing ? <DeleteSettingDialog setting={removing} onClose={() => setRemoving(null)} /> : null}
    </>
  );
}
