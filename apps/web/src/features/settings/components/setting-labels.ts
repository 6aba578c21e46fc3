import type { SettingChange, SettingType, SettingVersion } from '@skin/contract';
import { useTranslation } from 'react-i18next';

/** The names the settings screens show for the types, the fields and the kinds of change. */
export function useSettingLabels() {
  const { t } = useTranslation('settings');
  const types: Record<SettingType, string> = {
    system: t('types.system'),
    app: t('types.app'),
    device: t('types.device'),
    report: t('types.report'),
    other: t('types.other'),
  };
  const fields: Record<string, string> = {
    nameZh: t('fields.nameZh'),
    nameEn: t('fields.nameEn'),
    type: t('fields.type'),
    parentId: t('fields.parent'),
    remark: t('fields.remark'),
  };
  const kinds: Record<SettingChange['kind'], string> = {
    added: t('diff.added'),
    removed: t('diff.removed'),
    changed: t('diff.changed'),
  };
  const action = (v: SettingVersion) =>
    v.action === 'create'
      ? t('history.created')
      : v.action === 'update'
        ? t('history.updated')
        : t('history.restoredFrom', { version: v.restoredFrom ?? '' });
  return {
    type: (type: SettingType) => types[type] ?? type,
    typeOptions: (Object.keys(types) as SettingType[]).map((value) => ({ value, label: types[value] })),
    field: (path: string) => fields[path] ?? `${t('fields.parameter')} ${path}`,
    kind: (kind: SettingChange['kind']) => kinds[kind],
    action,
  };
}
