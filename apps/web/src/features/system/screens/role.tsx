import { type Role, roleResource } from '@skin/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '../../../components/crud/resource-list-page';
import { RolePermissionsDrawer } from '../components/role-permissions-drawer';
import { RoleRowActions } from '../components/role-row-actions';
import { useRoleFields } from '../components/use-role-fields';

/** `system/Role`: the role tree; each role's menus, URL and button permissions; view-as preview. */
export default function RoleScreen() {
  const { t } = useTranslation('system');
  const { columns, filters, form } = useRoleFields();
  const [editing, setEditing] = useState<Role | null>(null);
  return (
    <>
      <ResourceListPage
        def={roleResource}
        title={t('role.title')}
        noun={t('role.noun')}
        columns={columns}
        filters={filters}
        form={form}
        tree
        rowActions={(row) => <RoleRowActions role={row} onPermissions={setEditing} />}
      />
      {editing ? <RolePermissionsDrawer role={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
