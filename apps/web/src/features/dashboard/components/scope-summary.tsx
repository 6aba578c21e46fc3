import type { DashboardScope } from '@skin/contract';
import { Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/current-user';
import { useSeededLabel } from '../../../lib/seeded-label';

/** Who is signed in: username, role and what part of the business they see. */
export function ScopeSummary({ scope }: { scope: DashboardScope | undefined }) {
  const { t } = useTranslation();
  const seeded = useSeededLabel();
  const user = useCurrentUser();
  return (
    <Descriptions column={{ xs: 1, md: 3 }} bordered size="small">
      <Descriptions.Item label={t('dashboard.username')}>
        <span data-testid="dashboard-username">{user.username}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('dashboard.roles')}>
        <Space size={[8, 8]} wrap data-testid="dashboard-roles">
          {scope ? <span>{seeded(scope.role.name)}</span> : null}
          {user.roles.map((role) => (
            <Tag key={role} color="cyan">
              {role}
            </Tag>
          ))}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={t('dashboard.scope')}>
        <span data-testid="dashboard-scope">
          {scope ? t(scope.seesAll ? 'dashboard.seesAll' : 'dashboard.seesSubtree') : '—'}
        </span>
      </Descriptions.Item>
    </Descriptions>
  );
}
