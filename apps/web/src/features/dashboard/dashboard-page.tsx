import { Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/current-user';

/** `/dashboard` (route title: home page): a placeholder greeting until the real home page lands. */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Card>
      <Typography.Title level={3} data-testid="dashboard-welcome">
        {t('dashboard.welcome', { name: user.name || user.username })}
      </Typography.Title>
      <Descriptions column={1} bordered size="middle" style={{ maxWidth: 560 }}>
        <Descriptions.Item label={t('dashboard.username')}>
          <span data-testid="dashboard-username">{user.username}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('dashboard.roles')}>
          <Space size={[0, 8]} wrap data-testid="dashboard-roles">
            {user.roles.map((role) => (
              <Tag key={role} color="cyan">
                {role}
              </Tag>
            ))}
          </Space>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
