import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Flex, Grid, Layout, Space, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../components/language-switch';
import { APP_TITLE } from '../lib/app-info';
import { useCurrentUser } from '../lib/current-user';
import { useLogOut } from '../lib/session';

/** The minimal shell: a top bar (title, language, user, log out) over the page. */
export function AppLayout() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const user = useCurrentUser();
  const logOut = useLogOut();
  // Spec §9: below 992 px is mobile; the bar keeps only icons there.
  const compact = !Grid.useBreakpoint().lg;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          paddingInline: compact ? 12 : 24,
        }}
      >
        <Flex align="center" justify="space-between" gap={12} style={{ height: '100%' }}>
          <Typography.Title level={4} ellipsis style={{ margin: 0, minWidth: 0 }}>
            {APP_TITLE}
          </Typography.Title>
          <Space size={compact ? 'small' : 'middle'} style={{ flex: 'none' }}>
            <LanguageSwitch compact={compact} />
            <Space size={4} title={user.username}>
              <UserOutlined />
              {compact ? null : (
                <Typography.Text data-testid="current-user">{user.name || user.username}</Typography.Text>
              )}
            </Space>
            <Button
              icon={<LogoutOutlined />}
              loading={logOut.isPending}
              onClick={() => logOut.mutate()}
              aria-label={t('nav.logout')}
              data-testid="logout"
            >
              {compact ? null : t('nav.logout')}
            </Button>
          </Space>
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: compact ? 12 : 24 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
