import { BulbOutlined } from '@ant-design/icons';
import { type Disease, diseaseDetailResource, diseaseResource, permissionOf } from '@skin/contract';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { ResourceListPage } from '../../../components/crud/resource-list-page';
import { verbPermission } from '../../../components/crud/state-permission';
import { StateSwitch } from '../../../components/crud/state-switch';
import { useHasPermission } from '../../../components/permission/use-access';
import { useNavigate } from '../../../lib/router';
import { translationsField, useTranslated } from '../components/use-translated';

/**
 * `skin/AiDisease`: the dimensions the analyzer scores (pores, acne, spots...), keyed by the code
 * its scores carry. A deactivated one is left out of new reports, so switching off asks first.
 */
export default function AiDiseaseScreen() {
  const { t } = useTranslation('skin');
  // Those who may only read see the state in the screen's own words rather than a switch.
  const mayChange = useHasPermission([verbPermission(diseaseResource, 'enable')]);
  const mayReadAdvice = useHasPermission([permissionOf(diseaseDetailResource, 'query')]);
  const navigate = useNavigate();
  const translated = useTranslated();
  const stateText = (d: Disease) => (d.state === 1 ? t('disease.normal') : t('disease.deactivated'));
  const states = [
    { value: 1, label: t('disease.normal') },
    { value: 0, label: t('disease.deactivated') },
  ];
  return (
    <ResourceListPage
      def={diseaseResource}
      title={t('disease.title')}
      noun={t('disease.noun')}
      columns={[
        { key: 'code', title: t('disease.code') },
        translated.column<Disease>('name', t('disease.name')),
        { key: 'nameEn', title: t('disease.nameEn') },
        { key: 'sort', title: t('common.sort') },
        {
          key: 'state',
          title: t('common.state'),
          render: (_: number, d: Disease) =>
            mayChange ? (
              <StateSwitch
                def={diseaseResource}
                verb="enable"
                row={d}
                confirmOff={{
                  title: t('disease.deactivateTitle', { name: translated.text(d, 'name') }),
                  content: t('disease.deactivateNote'),
                }}
              />
            ) : (
              <Tag color={d.state === 1 ? 'green' : undefined}>{stateText(d)}</Tag>
            ),
          exportValue: stateText,
        },
        { key: 'remark', title: t('common.remark') },
        {
          key: 'updatedAt',
          title: t('disease.updatedAt'),
          render: formatDateTime,
          exportValue: (d) => formatDateTime(d.updatedAt),
        },
      ]}
      filters={[
        { name: 'name', label: t('disease.name') },
        { name: 'state', label: t('common.state'), input: 'select', options: states },
      ]}
      form={[
        {
          name: 'code',
          label: t('disease.code'),
          placeholder: 'pores',
          patternMessage: t('disease.codeRule'),
          hint: t('disease.codeHint'),
        },
        { name: 'name', label: t('disease.name') },
        { name: 'nameEn', label: t('disease.nameEn') },
        { name: 'sort', label: t('common.sort'), input: 'number' },
        {
          name: 'state',
          label: t('common.state'),
          input: 'radio',
          options: states,
          only: 'create',
        },
        { name: 'remark', label: t('common.remark'), input: 'textarea' },
        translationsField(
          t('translations.title'),
          [{ key: 'name', label: t('disease.name'), max: 64 }],
          ['zh-CN', 'en'],
        ),
      ]}
      rowActions={(d) =>
        mayReadAdvice ? (
          <Button
            type="link"
            size="small"
            icon={<BulbOutlined />}
            onClick={() => navigate(`/aiIndex/${d.id}`)}
            data-testid="row-advice"
          >
            {t('aiAdvice.open')}
          </Button>
        ) : null
      }
    />
  );
}
