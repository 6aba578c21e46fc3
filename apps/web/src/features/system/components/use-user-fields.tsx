import { type Option, permissionOf, roleResource, type User, userResource } from '@skin/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceOptions } from '../../../components/crud/api/get-options';
import { optionTree } from '../../../components/crud/build-tree';
import { formatDateTime } from '../../../components/crud/format-time';
import { verbPermission } from '../../../components/crud/state-permission';
import { StateTag } from '../../../components/crud/state-tag';
import type { CrudColumn, FilterOf, FormFieldOf } from '../../../components/crud/types';
import { ALL_PERMISSIONS } from '../../../components/permission/access-rules';
import { useCan } from '../../../components/permission/use-access';
import { ResourcePicker } from '../../../components/picker/resource-picker';
import { useCurrentUser } from '../../../lib/current-user';
import { useSeededLabel } from '../../../lib/seeded-label';
import { useAssignableRoles } from '../api/get-assignable-roles';
import { UserStateSwitch } from './user-state-switch';

/** Columns, filters and form of the user screen; parent and role pickers are trees. */
export function useUserFields() {
  const { t } = useTranslation('system');
  const seeded = useSeededLabel();
  const can = useCan();
  const me = useCurrentUser();
  // The whole role list needs system:role:query; everyone who manages users may list the roles
  // they can assign, which is what the form offers and what the filter falls back to.
  const mayListRoles = can(permissionOf(roleResource, 'query'));
  const roles = useResourceOptions(roleResource, mayListRoles);
  const assignable = useAssignableRoles();
  const isTop = me.perms.includes(ALL_PERMISSIONS);
  return useMemo(() => {
    const named = (list?: readonly Option[]) => (list ?? []).map((o) => ({ ...o, label: seeded(o.label) }));
    const roleTree = optionTree(named(mayListRoles ? roles.data : assignable.data));
    const assignableTree = optionTree(named(assignable.data));
    const sexes = [
      { value: 1, label: t('sex.male') },
      { value: 0, label: t('sex.female') },
    ];
    const states = [
      { value: 1, label: t('common.enabled') },
      { value: 0, label: t('common.disabled') },
    ];
    const sexOf = (sex: number | null) => sexes.find((s) => s.value === sex)?.label ?? '';
    const mayEnable = can(verbPermission(userResource, 'enable'));
    const columns: CrudColumn<User>[] = [
      { key: 'username', title: t('user.username') },
      { key: 'name', title: t('user.name') },
      { key: 'parentName', title: t('user.parent') },
      {
        key: 'roleName',
        title: t('user.role'),
        render: seeded,
        exportValue: (u) => seeded(u.roleName ?? ''),
      },
      { key: 'sex', title: t('user.sex'), render: (_, u) => sexOf(u.sex), exportValue: (u) => sexOf(u.sex) },
      { key: 'phone', title: t('user.phone') },
      { key: 'email', title: t('user.email') },
      {
        key: 'state',
        title: t('common.state'),
        render: (_, u) =>
          mayEnable ? <UserStateSwitch user={u} disabled={u.id === me.id} /> : <StateTag state={u.state} />,
        exportValue: (u) => (u.state === 1 ? t('common.enabled') : t('common.disabled')),
      },
      {
        key: 'createdAt',
        title: t('common.createdAt'),
        render: formatDateTime,
        exportValue: (u) => formatDateTime(u.createdAt),
      },
    ];
    const filters: FilterOf<typeof userResource>[] = [
      { name: 'username', label: t('user.username') },
      { name: 'name', label: t('user.name') },
      { name: 'roleId', label: t('user.role'), input: 'tree-select', options: roleTree },
      {
        name: 'parentId',
        label: t('user.parent'),
        render: <ResourcePicker def={userResource} style={{ minWidth: 180 }} testId="filter-parentId" />,
      },
      { name: 'state', label: t('common.state'), input: 'select', options: states },
    ];
    const form: FormFieldOf<typeof userResource>[] = [
      {
        name: 'parentId',
        label: t('user.parent'),
        render: <ResourcePicker def={userResource} testId="field-parentId" />,
        hint: t('user.parentHint'),
      },
      { name: 'username', label: t('user.username'), only: 'create', patternMessage: t('user.usernameRule') },
      {
        name: 'password',
        label: t('user.password'),
        input: 'password',
        only: 'create',
        patternMessage: t('user.passwordRule'),
        hint: t('user.passwordRule'),
      },
      { name: 'name', label: t('user.name') },
      { name: 'sex', label: t('user.sex'), input: 'radio', options: sexes },
      { name: 'phone', label: t('user.phone'), patternMessage: t('common.phoneFormat') },
      { name: 'email', label: t('user.email') },
      {
        name: 'roleId',
        label: t('user.role'),
        input: 'tree-select',
        options: assignableTree,
        // The top role assigns every role, its own included (a second administrator).
        hint: t(isTop ? 'user.roleHintTop' : 'user.roleHint'),
      },
      // Enabling and disabling later is the list's own switch (its own route and permission).
      { name: 'state', label: t('common.state'), input: 'state', only: 'create' },
      { name: 'remark', label: t('common.remark'), input: 'textarea' },
    ];
    return { columns, filters, form };
  }, [t, can, me.id, isTop, roles.data, assignable.data, mayListRoles, seeded]);
}
