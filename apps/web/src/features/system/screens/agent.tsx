import { AGENT_LEVELS, agentResource, userResource } from '@skin/contract';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatDateTime } from '../../../components/crud/format-time';
import { ResourceListPage } from '../../../components/crud/resource-list-page';
import { StateSwitch } from '../../../components/crud/state-switch';
import { YesNoTag } from '../../../components/crud/yes-no-tag';
import { ResourcePicker } from '../../../components/picker/resource-picker';

type Agent = z.infer<typeof agentResource.entity>;

/** `system/Agent`: agents and their business details; adding one creates its sign-in. */
export default function AgentScreen() {
  const { t } = useTranslation('system');
  const levels = AGENT_LEVELS.map((level) => ({ value: level, label: t('agent.levelN', { level }) }));
  const yesNo = (v: boolean) => (v ? t('common.yes') : t('common.no'));
  return (
    <ResourceListPage
      def={agentResource}
      title={t('agent.title')}
      noun={t('agent.noun')}
      columns={[
        { key: 'username', title: t('user.username') },
        { key: 'name', title: t('agent.name') },
        {
          key: 'agentLevel',
          title: t('agent.level'),
          render: (level: number) => t('agent.levelN', { level }),
          exportValue: (a) => a.agentLevel,
        },
        {
          key: 'chinaMainland',
          title: t('agent.chinaMainland'),
          render: (v: boolean) => <YesNoTag value={v} />,
          exportValue: (a) => yesNo(a.chinaMainland),
        },
        { key: 'phone', title: t('user.phone') },
        { key: 'address', title: t('agent.address') },
        {
          key: 'state',
          title: t('common.state'),
          render: (_: number, a: Agent) => <StateSwitch def={agentResource} verb="enable" row={a} />,
          exportValue: (a) => (a.state ? t('common.enabled') : t('common.disabled')),
        },
        { key: 'remark', title: t('common.remark') },
        {
          key: 'createdAt',
          title: t('common.createdAt'),
          render: formatDateTime,
          exportValue: (a) => formatDateTime(a.createdAt),
        },
      ]}
      filters={[
        { name: 'name', label: t('agent.name') },
        { name: 'agentLevel', label: t('agent.level'), input: 'select', options: levels },
      ]}
      form={[
        {
          name: 'parentId',
          label: t('user.parent'),
          render: <ResourcePicker def={userResource} testId="field-parentId" />,
          only: 'create',
          hint: t('user.parentHint'),
        },
        {
          name: 'username',
          label: t('user.username'),
          only: 'create',
          patternMessage: t('user.usernameRule'),
        },
        {
          name: 'password',
          label: t('user.password'),
          input: 'password',
          only: 'create',
          patternMessage: t('user.passwordRule'),
          hint: t('user.passwordRule'),
        },
        { name: 'name', label: t('agent.name') },
        { name: 'agentLevel', label: t('agent.level'), input: 'radio', options: levels },
        {
          name: 'chinaMainland',
          label: t('agent.chinaMainland'),
          input: 'switch',
          hint: t('agent.chinaMainlandHint'),
        },
        { name: 'phone', label: t('user.phone') },
        { name: 'address', label: t('agent.address') },
        { name: 'remark', label: t('common.remark'), input: 'textarea' },
      ]}
    />
  );
}
