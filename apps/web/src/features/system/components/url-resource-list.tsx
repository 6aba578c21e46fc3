import { HTTP_METHODS, resourceTypeResource, urlResource } from '@skin/contract';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResourceOptions } from '../../../components/crud/api/get-options';
import { ResourceListPage } from '../../../components/crud/resource-list-page';

/** URL permissions: an API path with one HTTP method or any ('*'), optionally in a type. */
export function UrlResourceList() {
  const { t } = useTranslation('system');
  const types = useResourceOptions(resourceTypeResource);
  const typeOptions = (types.data ?? []).map((o) => ({ value: o.id, label: o.label }));
  const typeOf = (id: number | null) => types.data?.find((o) => o.id === id)?.label ?? '';
  const methodOf = (m: string) => (m === '*' ? t('resource.anyMethod') : m);
  return (
    <ResourceListPage
      def={urlResource}
      title={t('resource.urlTitle')}
      noun={t('resource.urlNoun')}
      columns={[
        { key: 'name', title: t('resource.name') },
        {
          key: 'uniqueMark',
          title: t('resource.uniqueMark'),
          render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
        },
        {
          key: 'method',
          title: t('resource.method'),
          render: (m: string) => <Tag color={m === '*' ? 'purple' : 'blue'}>{methodOf(m)}</Tag>,
          exportValue: (r) => methodOf(r.method),
        },
        {
          key: 'typeId',
          title: t('resource.type'),
          render: (id: number | null) => typeOf(id),
          exportValue: (r) => typeOf(r.typeId),
        },
        { key: 'remark', title: t('common.remark') },
      ]}
      filters={[
        { name: 'name', label: t('resource.name') },
        { name: 'typeId', label: t('resource.type'), input: 'select', options: typeOptions },
      ]}
      form={[
        { name: 'typeId', label: t('resource.type'), input: 'select', options: typeOptions },
        { name: 'name', label: t('resource.name') },
        {
          name: 'uniqueMark',
          label: t('resource.uniqueMark'),
          placeholder: '/api/ums-user',
          patternMessage: t('resource.uniqueMarkRule'),
        },
        {
          name: 'method',
          label: t('resource.method'),
          input: 'select',
          options: HTTP_METHODS.map((m) => ({ value: m, label: methodOf(m) })),
        },
        { name: 'remark', label: t('common.remark'), input: 'textarea' },
      ]}
      newRecord={{ method: '*' }}
    />
  );
}
