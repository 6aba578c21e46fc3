import type { StoreDashboard } from '@skin/contract';
import { Empty, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { ColorTag } from '../../../components/color-tag';
import { formatTimeAgo } from '../../../lib/format';
import { Link } from '../../../lib/router';
import { consumerDetailsPath } from './dashboard-paths';
import { LINK_LIST_STYLE, LinkRow } from './link-row';

/**
 * The consumers due for a follow-up visit (the rule said above the list), the most recently due
 * first, each linking to the consumer's detail; how many are due in all when there are more.
 */
export function FollowUpList({ followUp }: { followUp: StoreDashboard['followUp'] }) {
  const { t, i18n } = useTranslation('dashboard');
  const { token } = theme.useToken();
  const due = `${followUp.due.count}${followUp.due.capped ? '+' : ''}`;
  return (
    <div data-testid="follow-up">
      <div
        style={{ color: token.colorTextDescription, marginBottom: token.marginSM }}
        data-testid="follow-up-rule"
      >
        {t('store.followUpRule', { days: followUp.afterDays, score: followUp.scoreBelow })}
      </div>
      {followUp.consumers.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('store.followUpNone')}
          data-testid="follow-up-empty"
        />
      ) : (
        <>
          <ul style={LINK_LIST_STYLE}>
            {followUp.consumers.map((c) => (
              <LinkRow key={c.id} testId="follow-up-consumer">
                <Link to={consumerDetailsPath(c.id)} style={{ fontWeight: token.fontWeightStrong }}>
                  {c.name}
                </Link>
                <ColorTag color="volcano">{t('store.score', { score: c.lastScore })}</ColorTag>
                <span style={{ color: token.colorTextDescription, marginInlineStart: 'auto' }}>
                  {t('store.lastTest', { when: formatTimeAgo(new Date(c.lastTestAt), i18n.language) })}
                  {' · '}
                  {c.storeName}
                </span>
              </LinkRow>
            ))}
          </ul>
          <div
            style={{ color: token.colorTextDescription, marginTop: token.marginSM }}
            data-testid="follow-up-due"
          >
            {t('store.followUpDue', { due, shown: followUp.consumers.length })}
          </div>
        </>
      )}
    </div>
  );
}
