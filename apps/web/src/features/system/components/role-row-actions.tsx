import { EyeOutlined, SafetyOutlined } from '@ant-design/icons';
import { MARKER_PERMISSIONS, type Role, roleResource } from '@skin/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/permission/use-access';
import { useFeedback } from '../../../lib/use-feedback';
import { startViewAs } from '../../../lib/view-as';

type Props = { role: Role; onPermissions: (role: Role) => void };

/** Permissions (menus, URL, buttons) and the view-as preview of a role, each by permission. */
export function RoleRowActions({ role, onPermissions }: Props) {
  const { t } = useTranslation('system');
  const { modal } = useFeedback();
  const can = useCan();
  const preview = () =>
    modal.confirm({
      title: t('role.viewAsTitle', { name: role.name }),
      content: t('role.viewAsNote'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      // The shell regenerates the routes from the previewed role's menus and closes every tab.
      onOk: () => startViewAs(role.id).catch(() => undefined),
    });
  return (
    <>
      {can(roleResource.extra.grant) ? (
        <Button
          type="link"
          size="small"
          icon={<SafetyOutlined />}
          onClick={() => onPermissions(role)}
          data-testid={`role-permissions-${role.code}`}
        >
          {t('role.permissions')}
        </Button>
      ) : null}
      {can(MARKER_PERMISSIONS.viewAs) && role.parentId !== null ? (
        <Button
          type="link"
          size="small"
          icon={<EyeOutlined />}
          onClick={preview}
          data-testid={`role-view-as-${role.code}`}
        >
          {t('role.viewAs')}
        </Button>
      ) : null}
    </>
  );
}
