import type { User } from '@skin/contract';
import { Button, Checkbox, Drawer, Empty, Flex, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/use-feedback';
import { useGrantableFeatures } from '../api/get-grantable-features';
import { useUserFeatureIds } from '../api/get-user-feature-ids';
import { useGrantUserFeatures } from '../api/grant-user-features';
import { sameIds } from './same-ids';

type Props = { user: User; onClose: () => void };

/** Per-user feature grants: the caller hands on only features it holds itself. */
export function UserFeaturesDrawer({ user, onClose }: Props) {
  const { t } = useTranslation('system');
  const { message } = useFeedback();
  const grantable = useGrantableFeatures();
  const granted = useUserFeatureIds(user.id);
  const save = useGrantUserFeatures(user.id);
  const [checked, setChecked] = useState<number[]>([]);
  useEffect(() => setChecked(granted.data ?? []), [granted.data]);
  const submit = () => {
    // An unchanged set is refused here, before anything is sent (docs/product-rules.md, "Input rules").
    if (sameIds(checked, granted.data ?? []))
      return void message.warning({ content: t('common.noChange'), key: 'no-change' });
    save.mutate(checked);
  };
  const loading = grantable.isPending || granted.isPending;
  return (
    <Drawer
      open
      size={480}
      title={t('user.featuresOf', { name: user.name })}
      onClose={onClose}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>{t('common.close')}</Button>
          <Button
            type="primary"
            onClick={submit}
            loading={save.isPending}
            disabled={loading}
            data-testid="features-save"
          >
            {t('common.save')}
          </Button>
        </Flex>
      }
    >
      {loading ? (
        <Skeleton active />
      ) : grantable.data?.length ? (
        <Checkbox.Group
          value={checked}
          onChange={(ids) => setChecked(ids as number[])}
          style={{ width: '100%' }}
        >
          <Space orientation="vertical" size="middle">
            {grantable.data.map((f) => (
              <Checkbox key={f.id} value={f.id}>
                {f.name} <Typography.Text type="secondary">({f.code})</Typography.Text>
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      ) : (
        <Empty description={t('user.noFeatures')} />
      )}
    </Drawer>
  );
}
