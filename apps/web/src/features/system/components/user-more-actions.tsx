import { DownOutlined } from '@ant-design/icons';
import { permissionOf, type User, userResource } from '@skin/contract';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListKit } from '../../../components/crud/resource-list-page';
import { useCan } from '../../../components/permission/use-access';

type Props = {
  user: User;
  kit: ListKit<User>;
  onResetPassword: (user: User) => void;
  onFeatures: (user: User) => void;
};

/** The less frequent actions of a user row, each shown only with its permission. */
export function UserMoreActions({ user, kit, onResetPassword, onFeatures }: Props) {
  const { t } = useTranslation('system');
  const can = useCan();
  const items: NonNullable<MenuProps['items']> = [];
  if (can(permissionOf(userResource, 'add')))
    items.push({
      key: 'add-below',
      label: t('user.addBelow'),
      onClick: () => kit.openForm({ mode: 'create', initial: { parentId: user.id } }),
    });
  if (can(userResource.extra.resetPassword))
    items.push({
      key: 'reset-password',
      label: t('user.resetPassword'),
      onClick: () => onResetPassword(user),
    });
  if (can(userResource.extra.feature))
    items.push({ key: 'features', label: t('user.features'), onClick: () => onFeatures(user) });
  if (!items.length) return null;
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button type="link" size="small" data-testid={`user-more-${user.username}`}>
        {t('common.more')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
