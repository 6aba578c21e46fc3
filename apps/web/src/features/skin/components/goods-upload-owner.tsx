import { permissionOf, userResource } from '@skin/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan, useHasRole } from '../../../components/permission/use-access';
import { ResourcePicker } from '../../../components/picker/resource-picker';
import { useCurrentUser } from '../../../lib/current-user';

/**
 * Whose goods a batch makes. Platform staff pick a user (an agent, usually), searched by name,
 * or nobody for platform goods every agent reads; anyone else uploads its own goods.
 * (`/agent/all` would give agent record ids, not the user ids goods are owned by.)
 */
export function GoodsUploadOwner({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (ownerId: number | undefined) => void;
}) {
  const { t } = useTranslation('skin');
  const me = useCurrentUser();
  const platform = useHasRole(['ADMIN', 'OPERATOR']);
  const mayListUsers = useCan()(permissionOf(userResource, 'query'));
  if (!platform)
    return <Typography.Text data-testid="goods-upload-owner">{me.name || me.username}</Typography.Text>;
  return (
    <ResourcePicker
      def={userResource}
      value={value}
      onChange={(v?: number) => onChange(v ?? undefined)}
      disabled={!mayListUsers}
      placeholder={t('goodsUpload.platform')}
      style={{ width: 320 }}
      testId="goods-upload-owner"
    />
  );
}
