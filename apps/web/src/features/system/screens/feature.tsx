import { featureResource } from '@skin/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '../../../components/crud/resource-list-page';
import { YesNoTag } from '../../../components/crud/yes-no-tag';

/** `system/Feature`: the features that can be granted per user (grants live on the user screen). */
export default function FeatureScreen() {
  const { t } = useTranslation('system');
  return (
    <ResourceListPage
      def={featureResource}
      title={t('feature.title')}
      noun={t('feature.noun')}
      columns={[
        {
          key: 'code',
          title: t('feature.code'),
          render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
        },
        { key: 'name', title: t('feature.name') },
        {
          key: 'homePage',
          title: t('feature.homePage'),
          render: (v: boolean) => <YesNoTag value={v} />,
          exportValue: (f) => (f.homePage ? t('common.yes') : t('common.no')),
        },
        { key: 'remark', title: t('common.remark') },
      ]}
      filters={[{ name: 'name', label: t('feature.name') }]}
      form={[
        {
          name: 'code',
          label: t('feature.code'),
          placeholder: 'ai-report',
          patternMessage: t('feature.codeRule'),
        },
        { name: 'name', label: t('feature.name') },
        { name: 'homePage', label: t('feature.homePage'), input: 'switch', hint: t('feature.homePageHint') },
        { name: 'remark', label: t('common.remark'), input: 'textarea' },
      ]}
    />
  );
}
