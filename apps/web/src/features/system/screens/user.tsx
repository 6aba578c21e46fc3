import { type User, userResource } from '@skin/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '../../../components/crud/resource-list-page';
import { useCurrentUser } from '../../../lib/current-user';
import { ResetPasswordDialog } from '../components/reset-password-dialog';
import { useUserFields } from '../components/use-user-fields';
import { UserFeaturesDrawer } from '../components/user-features-drawer';
import { UserMoreActions } from '../components/user-more-actions';

/** `system/User`: users as a tree by parent user, with state, password reset and feature grants. */
export default function UserScreen() {
  const { t } = useTranslation('system');
  const me = useCurrentUser();
  const { columns, filters, form } = useUserFields();
  const [resetting, setResetting] = useState<User | null>(null);
  const [granting, setGranting] = useState<User | null>(null);
  return (
    <>
      <ResourceListPage
        def={userResource}
        title={t('user.title')}
        noun={t('user.noun')}
        columns={columns}
        filters={filters}
        form={form}
        newRecord={{ parentId: me.id }}
        // Nobody edits, deletes or disables their own account here (personal info is for that).
        lockedRow={(u) => u.id === me.id}
        rowActions={(row, kit) => (
          <UserMoreActions user={row} kit={kit} onResetPassword={setResetting} onFeatures={setGranting} />
        )}
      />
      {resetting ? <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} /> : null}
      {granting ? <UserFeaturesDrawer user={granting} onClose={() => setGranting(null)} /> : null}
    </>
  );
}
