import type { User } from '@skin/contract';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/use-feedback';
import { useSetUserState } from '../api/set-user-state';

type Props = { user: User; disabled?: boolean };

/** The state cell of a user row: switching it off signs the user out, so it asks first. */
export function UserStateSwitch({ user, disabled }: Props) {
  const { t } = useTranslation('system');
  const { modal } = useFeedback();
  const setState = useSetUserState();
  const change = (on: boolean) => {
    const state = on ? 1 : 0;
    modal.confirm({
      title: t(on ? 'user.enableTitle' : 'user.disableTitle', { name: user.name }),
      content: on ? null : t('user.disableNote'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: () => setState.mutateAsync({ id: user.id, state }).catch(() => undefined),
    });
  };
  return (
    <Switch
      checked={user.state === 1}
      onChange={change}
      loading={setState.isPending}
      disabled={disabled}
      checkedChildren={t('user.on')}
      unCheckedChildren={t('user.off')}
      data-testid={`user-state-${user.username}`}
    />
  );
}
