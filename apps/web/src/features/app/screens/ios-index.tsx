import { ProfileOutlined } from '@ant-design/icons';
import { type IosIndex, iosIndexResource, permissionOf, userResource } from '@skin/contract';
import { Button, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { ResourceListPage } from '../../../components/crud/resource-list-page';
import { RowActions } from '../../../components/crud/row-actions';
import type { CrudColumn } from '../../../components/crud/types';
import { useConfirmDelete } from '../../../components/crud/use-confirm-delete';
import { useCan } from '../../../components/permission/use-access';
import { ResourcePicker } from '../../../components/picker/resource-picker';
import { useNavigate } from '../../../lib/router';
import { AppFileInput } from '../components/app-file-input';
import { useEntryChangeable } from '../components/entry-access';
import { ShowSwitch } from '../components/show-switch';

/** Owners of entries are agents: the picker offers users of that role only. */
const AGENTS = { role: 'AGENT' } as const;

/**
 * `app/IosIndex`: the entries of the mobile app's home, the platform's defaults and each agent's
 * own. Platform staff change every entry (and pick the agent a new one belongs to); an agent
 * changes its own; everyone else reads what reaches it. "Details" opens the entry's items and the
 * phone preview (docs/app-content.md).
 */
export default function IosIndexScreen() {
  const { t } = useTranslation('app');
  const can = useCan();
  const navigate = useNavigate();
  const { platform, changeable } = useEntryChangeable();
  const confirmDelete = useConfirmDelete(iosIndexResource);
  const mayEdit = can(permissionOf(iosIndexResource, 'edit'));
  const mayDelete = can(permissionOf(iosIndexResource, 'delete'));
  // Edit and delete are offered per row, on the rows the caller may change.
  const pageDef = useMemo(
    () => ({
      ...iosIndexResource,
      actions: iosIndexResource.actions.filter((a) => a !== 'edit' && a !== 'delete'),
    }),
    [],
  );
  const columns: CrudColumn<IosIndex>[] = [
    {
      key: 'iconUrl',
      title: t('index.icon'),
      computed: true,
      noExport: true,
      render: (_: unknown, row: IosIndex) =>
        row.iconUrl ? (
          <img src={row.iconUrl} alt="" style={{ width: 32, height: 32, objectFit: 'contain' }} />
        ) : null,
    },
    { key: 'name', title: t('index.name') },
    {
      key: 'ownerName',
      title: t('index.owner'),
      render: (_: unknown, row: IosIndex) =>
        row.ownerId === null ? <Tag color="blue">{t('index.platform')}</Tag> : row.ownerName,
      exportValue: (row: IosIndex) => (row.ownerId === null ? t('index.platform') : (row.ownerName ?? '')),
    },
    {
      key: 'state',
      title: t('index.state'),
      render: (_: unknown, row: IosIndex) => (
        <ShowSwitch def={iosIndexResource} row={row} changeable={changeable(row)} />
      ),
      exportValue: (row: IosIndex) => (row.state === 1 ? t('index.shown') : t('index.hidden')),
    },
    { key: 'sort', title: t('index.sort') },
    { key: 'remark', title: t('index.remark') },
    {
      key: 'updatedAt',
      title: t('index.updatedAt'),
      render: (v: string) => formatDateTime(v),
      exportValue: (row: IosIndex) => formatDateTime(row.updatedAt),
    },
  ];
  return (
    <ResourceListPage
      def={pageDef}
      title={t('index.title')}
      noun={t('index.noun')}
      columns={columns}
      filters={[
        { name: 'name', label: t('index.name') },
        {
          name: 'state',
          label: t('index.state'),
          input: 'select',
          options: [
            { value: 1, label: t('index.shown') },
            { value: 0, label: t('index.hidden') },
          ],
        },
      ]}
      form={[
        ...(platform && can(permissionOf(userResource, 'query'))
          ? [
              {
                name: 'ownerId' as const,
                label: t('index.owner'),
                render: (
                  <ResourcePicker
                    def={userResource}
                    narrowing={AGENTS}
                    placeholder={t('index.platform')}
                    testId="field-ownerId"
                  />
                ),
                only: 'create' as const,
                hint: t('index.ownerHint'),
              },
            ]
          : []),
        { name: 'name', label: t('index.name') },
        {
          name: 'iconFileId',
          label: t('index.icon'),
          render: <AppFileInput use="homeIcon" testId="field-iconFileId" />,
        },
        { name: 'sort', label: t('index.sort'), input: 'number' },
        { name: 'remark', label: t('index.remark'), input: 'textarea' },
      ]}
      rowActions={(row, kit) => {
        const may = changeable(row);
        return (
          <RowActions
            onEdit={may && mayEdit ? () => kit.openForm({ mode: 'edit', row }) : undefined}
            onDelete={may && mayDelete ? () => void confirmDelete([row.id]) : undefined}
            extra={
              <Button
                type="link"
                size="small"
                icon={<ProfileOutlined />}
                onClick={() => navigate(`/iosIndexDetail/${row.id}`)}
                data-testid="row-details"
              >
                {t('index.details')}
              </Button>
            }
          />
        );
      }}
    />
  );
}
