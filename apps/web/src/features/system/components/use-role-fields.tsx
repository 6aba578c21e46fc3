import { DATA_SCOPE, type Role, roleResource } from '@skin/contract';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceOptions } from '../../../components/crud/api/get-options';
import { optionTree } from '../../../components/crud/build-tree';
import { formatDateTime } from '../../../components/crud/format-time';
import { StateSwitch } from '../../../components/crud/state-switch';
import type { CrudColumn, FilterOf, FormFieldOf } from '../../../components/crud/types';
import { useSeededLabel } from '../../../lib/seeded-label';

/** Columns, filters and form of the role screen; the parent role is picked from the role tree. */
export function useRoleFields() {
  const { t } = useTranslation('system');
  const seeded = useSeededLabel();
  const roles = useResourceOptions(roleResource);
  return useMemo(() => {
    const roleTree = optionTree((roles.data ?? []).map((o) => ({ ...o, label: seeded(o.label) })));
    const scopes = [
      { value: DATA_SCOPE.all, label: t('role.scopeAll') },
      { value: DATA_SCOPE.subtree, label: t('role.scopeSubtree') },
    ];
    const scopeOf = (scope: number) => scopes.find((s) => s.value === scope)?.label ?? '';
    const stateText = (r: Role) => (r.state === 1 ? t('common.enabled') : t('common.disabled'));
    const columns: CrudColumn<Role>[] = [
      { key: 'name', title: t('role.name'), render: seeded, exportValue: (r) => seeded(r.name) },
      { key: 'code', title: t('role.code') },
      {
        key: 'dataScope',
        title: t('role.dataScope'),
        render: (_, r) => (
          <Tag color={r.dataScope === DATA_SCOPE.all ? 'gold' : 'default'}>{scopeOf(r.dataScope)}</Tag>
        ),
        exportValue: (r) => scopeOf(r.dataScope),
      },
      { key: 'sort', title: t('common.sort') },
      {
        key: 'state',
        title: t('common.state'),
        render: (_, r) => <StateSwitch def={roleResource} verb="enable" row={r} />,
        exportValue: stateText,
      },
      { key: 'remark', title: t('common.remark') },
      {
        key: 'createdAt',
        title: t('common.createdAt'),
        render: formatDateTime,
        exportValue: (r) => formatDateTime(r.createdAt),
      },
    ];
    const filters: FilterOf<typeof roleResource>[] = [
      { name: 'name', label: t('role.name') },
      {
        name: 'state',
        label: t('common.state'),
        input: 'select',
        options: [
          { value: 1, label: t('common.enabled') },
          { value: 0, label: t('common.disabled') },
        ],
      },
    ];
    const form: FormFieldOf<typeof roleResource>[] = [
      { name: 'parentId', label: t('role.parent'), input: 'tree-select', options: roleTree },
      { name: 'name', label: t('role.name') },
      { name: 'code', label: t('role.code'), patternMessage: t('role.codeRule') },
      { name: 'dataScope', label: t('role.dataScope'), input: 'radio', options: scopes },
      { name: 'sort', label: t('common.sort'), input: 'number' },
      { name: 'state', label: t('common.state'), input: 'state', hint: t('role.stateHint'), only: 'create' },
      { name: 'remark', label: t('common.remark'), input: 'textarea' },
    ];
    return { columns, filters, form };
  }, [t, roles.data, seeded]);
}
