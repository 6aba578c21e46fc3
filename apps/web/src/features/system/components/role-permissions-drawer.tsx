import type { Role } from '@skin/contract';
import { Drawer, Result, Skeleton, Tabs, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../../lib/route-title';
import { useRoleCatalogue } from '../api/get-role-catalogue';
import { useRoleGrants } from '../api/get-role-grants';
import { buttonNodes, menuNodes, resourceNodes } from './grant-tree';
import { GrantTreeEditor } from './grant-tree-editor';

type Props = { role: Role; onClose: () => void };

/** A role's menu assignment, URL permissions and button permissions, one tab each. */
export function RolePermissionsDrawer({ role, onClose }: Props) {
  const { t } = useTranslation('system');
  const title = useRouteTitle();
  const catalogue = useRoleCatalogue();
  const grants = useRoleGrants(role.id);
  const nodes = useMemo(() => {
    const c = catalogue.data;
    if (!c) return null;
    return {
      menus: menuNodes(c, title),
      buttons: buttonNodes(c, title, t('role.otherButtons')),
      resources: resourceNodes(c, (r) => (
        <>
          <Tag>{r.method === '*' ? t('resource.anyMethod') : r.method}</Tag>
          <Typography.Text code>{r.uniqueMark}</Typography.Text> {r.name}
        </>
      )),
    };
  }, [catalogue.data, title, t]);
  const failed = catalogue.isError || grants.isError;
  return (
    <Drawer open size={640} title={t('role.permissionsOf', { name: role.name })} onClose={onClose}>
      {failed ? (
        <Result status="warning" title={t('common.loadFailed')} />
      ) : !nodes || !grants.data ? (
        <Skeleton active />
      ) : (
        <Tabs
          items={[
            {
              key: 'menus',
              label: t('role.menuTab'),
              children: (
                <GrantTreeEditor
                  kind="menus"
                  roleId={role.id}
                  nodes={nodes.menus}
                  granted={grants.data.menuIds}
                  hint={t('role.menuHint')}
                />
              ),
            },
            {
              key: 'resources',
              label: t('role.resourceTab'),
              children: (
                <GrantTreeEditor
                  kind="resources"
                  roleId={role.id}
                  nodes={nodes.resources}
                  granted={grants.data.resourceIds}
                  hint={t('role.resourceHint')}
                />
              ),
            },
            {
              key: 'buttons',
              label: t('role.buttonTab'),
              children: (
                <GrantTreeEditor
                  kind="buttons"
                  roleId={role.id}
                  nodes={nodes.buttons}
                  granted={grants.data.buttonIds}
                  hint={t('role.buttonHint')}
                />
              ),
            },
          ]}
        />
      )}
    </Drawer>
  );
}
