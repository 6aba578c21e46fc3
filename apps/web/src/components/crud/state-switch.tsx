import type { ResourceDef } from '@skin/contract';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../lib/use-feedback';
import { useHasPermission } from '../permission/use-access';
import { useSetState } from './api/set-state';
import { verbPermission } from './state-permission';
import { StateTag } from './state-tag';
import type { StateVerb } from './types';
import { YesNoTag } from './yes-no-tag';

type Props<D extends ResourceDef> = {
  def: D;
  /** A verb of `def.states` (`enable`, `hide`...). */
  verb: StateVerb<D>;
  row: { id: number } & Record<string, unknown>;
  /** Asks before switching off (e.g. disabling signs someone out); the title names the row. */
  confirmOff?: { title: string; content?: string };
  disabled?: boolean;
};

/**
 * The state cell of a row: a switch for those who hold the state change's permission (it goes
 * through the resource's own verb route, never the edit route), a plain tag for everyone else.
 * Numbers (1/0) and flags (true/false) are both understood.
 */
export function StateSwitch<D extends ResourceDef>({ def, verb, row, confirmOff, disabled }: Props<D>) {
  const { t } = useTranslation('crud');
  const { modal } = useFeedback();
  const field = def.states?.[verb]?.field ?? verb;
  const value = row[field];
  const isFlag = typeof value === 'boolean';
  const on = isFlag ? value === true : value === 1;
  const may = useHasPermission([verbPermission(def, verb)]);
  const mutation = useSetState(def, verb);
  if (!may) return isFlag ? <YesNoTag value={on} /> : <StateTag state={on ? 1 : 0} />;
  const send = (next: boolean) =>
    mutation.mutateAsync({ id: row.id, value: isFlag ? next : next ? 1 : 0 }).catch(() => undefined);
  const change = (next: boolean) => {
    if (next || !confirmOff) return void send(next);
    modal.confirm({
      title: confirmOff.title,
      content: confirmOff.content,
      okText: t('actions.ok'),
      cancelText: t('actions.cancel'),
      onOk: () => send(false),
    });
  };
  return (
    <Switch
      checked={on}
      onChange={change}
      loading={mutation.isPending}
      disabled={disabled}
      checkedChildren={isFlag ? t('values.yes') : t('state.enabled')}
      unCheckedChildren={isFlag ? t('values.no') : t('state.disabled')}
      data-testid={`${def.name}-${verb}-${row.id}`}
    />
  );
}
