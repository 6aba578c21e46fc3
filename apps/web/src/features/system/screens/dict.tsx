import { dictResource } from '@skin/contract';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ResourceListPage } from '../../../components/crud/resource-list-page';
import { StateSwitch } from '../../../components/crud/state-switch';
import { useSeededLabel } from '../../../lib/seeded-label';

type Dict = z.infer<typeof dictResource.entity>;

/** `system/Dict`: dictionary entries grouped by type code. */
export default function DictScreen() {
  const { t } = useTranslation('system');
  const seeded = useSeededLabel();
  const stateText = (d: Dict) => (d.state === 1 ? t('common.enabled') : t('common.disabled'));
  return (
    <ResourceListPage
      def={dictResource}
      title={t('dict.title')}
      noun={t('dict.noun')}
      columns={[
        { key: 'typeCode', title: t('dict.typeCode') },
        { key: 'name', title: t('dict.name'), render: seeded, exportValue: (d) => seeded(d.name) },
        { key: 'value', title: t('dict.value') },
        { key: 'sort', title: t('common.sort') },
        {
          key: 'state',
          title: t('common.state'),
          render: (_: number, d: Dict) => <StateSwitch def={dictResource} verb="enable" row={d} />,
          exportValue: stateText,
        },
        { key: 'remark', title: t('common.remark') },
      ]}
      filters={[
        { name: 'typeCode', label: t('dict.typeCode') },
        { name: 'name', label: t('dict.name') },
      ]}
      form={[
        {
          name: 'typeCode',
          label: t('dict.typeCode'),
          placeholder: 'gender',
          patternMessage: t('dict.typeCodeRule'),
        },
        { name: 'name', label: t('dict.name') },
        { name: 'value', label: t('dict.value') },
        { name: 'sort', label: t('common.sort'), input: 'number' },
        { name: 'state', label: t('common.state'), input: 'state', only: 'create' },
        { name: 'remark', label: t('common.remark'), input: 'textarea' },
      ]}
    />
  );
}
