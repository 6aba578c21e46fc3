import type { DashboardScope } from '@skin/contract';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ColorTag } from '../../../components/color-tag';
import { DetailsTable } from '../../../components/details-table/details-table';
import { useCurrentUser } from '../../../lib/current-user';
import { useSeededLabel } from '../../../lib/seeded-label';

/** Who is signed in: username, role and what part of the business they see. */
export function ScopeSummary({ scope }: { scope: DashboardScope | undefined }) {
  const { t } = useTranslation();
  const seeded = useSeededLabel();
  const user = useCurrentUser();
  return (
    <DetailsTable
      // One pair a row on a phone, two from antd's `sm` width, all three from `md`.
      columns={{ xs: 1, sm: 2, md: 3 }}
      items={[
        {
          key: 'username',
          label: t('dashboard.username'),
          content: <span data-testid="dashboard-username">{user.username}</span>,
        },
        {
          key: 'roles',
          label: t('dashboard.roles'),
          content: (
            <Space size={[8, 8]} wrap data-testid="dashboard-roles">
              {scope ? <span>{seeded(scope.role.name)}</span> : null}
              {user.roles.map((role) => (
                <ColorTag key={role} color="cyan">
                  {role}
                </ColorTag>
              ))}
            </Space>
          ),
        },
        {
          key: 'scope',
          label: t('dashboard.scope'),
          content: (
            <span data-testid="dashboard-scope">
              {scope ? t(scope.seesAll ? 'dashboard.seesAll' : 'dashboard.seesSubtree') : '—'}
            </span>
          ),
        },
      ]}
    />
  );
}
