import { IdcardOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { MARKER_PERMISSIONS } from '@skin/contract';
import { Avatar, Button, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/current-user';
import { PATHS } from '../../lib/paths';
import { useRouteTitle } from '../../lib/route-title';
import { useNavigate } from '../../lib/router';
import { useLogOut } from '../../lib/session';
import { PlainText } from '../plain-text';
import { LazyDropdown } from './lazy-menus';

/** The wildcard permission of the top role. */
const ALL_PERMISSIONS = '*:*:*';

/**
 * The signed-in user's menu: change password, personal info (not for agents: docs/roles.md,
 * "Markers and the console's gates"), log out.
 */
export function UserDropdown({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const logOut = useLogOut();
  // The top role's '*:*:*' grants every permission, markers included; it does not make its
  // holder an agent, so only a holder of the marker without the wildcard counts as one.
  const isAgent = user.perms.includes(MARKER_PERMISSIONS.agent) && !user.perms.includes(ALL_PERMISSIONS);
  const items: MenuProps['items'] = [
    {
      key: PATHS.changePassword,
      icon: <KeyOutlined />,
      label: <span data-testid="user-menu-password">{title('changePassword')}</span>,
    },
    ...(isAgent
      ? []
      : [
          {
            key: PATHS.personalInfo,
            icon: <IdcardOutlined />,
            label: <span data-testid="user-menu-info">{title('personalInfo')}</span>,
          },
        ]),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="logout">{t('nav.logout')}</span> },
  ];
  return (
    <LazyDropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => (key === 'logout' ? logOut.mutate() : navigate(key)),
      }}
    >
      {/* The avatar is the button's icon: a Button with no icon mounts antd's loading-icon
          motion, which re-renders in its layout effect and so drags every pending effect of the
          console's first render into the same long task (docs/performance.md, "Lighthouse"). */}
      <Button
        type="text"
        data-testid="user-menu"
        aria-label={user.name || user.username}
        icon={<Avatar size={24} icon={<UserOutlined />} style={{ background: '#13a8a8' }} />}
        style={{ paddingInline: 6, width: 'auto' }}
      >
        {compact ? null : (
          <PlainText data-testid="current-user" ellipsis style={{ maxWidth: 140 }}>
            {user.name || user.username}
          </PlainText>
        )}
      </Button>
    </LazyDropdown>
  );
}
