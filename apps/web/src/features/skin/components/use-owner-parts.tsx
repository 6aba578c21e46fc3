import { userResource } from '@skin/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CrudColumn, FormFieldSpec } from '../../../components/crud/types';
import { ResourcePicker } from '../../../components/picker/resource-picker';
import type { Owned } from './use-catalogue-access';

type WithOwner = Owned & { ownerName: string | null };

/**
 * The owner of catalogue rows: a column ("Platform" for platform defaults) and, for platform
 * staff, the add form's owner picker (left empty: a platform default). Others' new rows are
 * their own, so they get no picker.
 */
export function useOwnerParts<E extends WithOwner>(ownerPicker: boolean) {
  const { t } = useTranslation('skin');
  const ownerText = (row: E) => (row.ownerId === null ? t('catalogue.platform') : (row.ownerName ?? ''));
  const column: CrudColumn<E> = {
    key: 'ownerName',
    title: t('catalogue.owner'),
    render: (_: unknown, row: E) =>
      row.ownerId === null ? <Tag color="blue">{t('catalogue.platform')}</Tag> : row.ownerName,
    exportValue: ownerText,
  };
  const fields: FormFieldSpec<'ownerId'>[] = ownerPicker
    ? [
        {
          name: 'ownerId',
          label: t('catalogue.owner'),
          render: (
            <ResourcePicker def={userResource} placeholder={t('catalogue.platform')} testId="field-ownerId" />
          ),
          only: 'create',
          placeholder: t('catalogue.platform'),
          hint: t('catalogue.ownerHint'),
        },
      ]
    : [];
  return { column, fields, ownerText };
}
