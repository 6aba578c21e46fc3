import { permissionOf, userResource } from '@skin/contract';
import { TreeSelect, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceOptions } from '../../../components/crud/api/get-options';
import { optionTree } from '../../../components/crud/build-tree';
import { useCan, useHasRole } from '../../../components/permission/use-access';
import { useCurrentUser } from '../../../lib/current-user';

/**
 * Whose goods a batch makes. Platform staff pick a user (an agent, usually) from the user tree,
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
  const users = useResourceOptions(userResource, platform && mayListUsers);
  const tree = useMemo(() => optionTree(users.data ?? []), [users.data]);
  if (!platform)
    return <Typography.Text data-testid="goods-upload-owner">{me.name || me.username}</Typography.Text>;
  return (
    <TreeSelect
      data-testid="goods-upload-owner"
      style={{ width: 320 }}
      allowClear
      showSearch
      treeNodeFilterProp="label"
      treeDefaultExpandAll
      loading={users.isLoading}
      treeData={tree}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      placeholder={t('goodsUpload.platform')}
    />
  );
}
