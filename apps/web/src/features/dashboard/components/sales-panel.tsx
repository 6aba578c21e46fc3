import type { SalesDashboard } from '@skin/contract';
import { Empty, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { ColorTag } from '../../../components/color-tag';
import { GridCell, PanelGrid } from '../../../components/grid/grid';
import { Panel } from '../../../components/panel';
import { Link } from '../../../lib/router';
import { CappedCountView } from './capped-count';
import { outputOrderDetailPath } from './dashboard-paths';
import { LINK_LIST_STYLE, LinkRow } from './link-row';
import { useOrderStateName } from './order-state-name';

const STATE_COLOURS = {
  submitted: 'blue',
  in_progress: 'orange',
  completed: 'green',
  closed: 'purple',
} as const;

/**
 * A salesperson's dashboard: the stock-out orders it carries, counted by state, and the latest of
 * them, each linking to its detail with how far its issue has come.
 */
export function SalesPanel({ sales }: { sales: SalesDashboard }) {
  const { t, i18n } = useTranslation('dashboard');
  const { token } = theme.useToken();
  const stateName = useOrderStateName();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <>
      <PanelGrid data-testid="sales-states">
        {sales.byState.map((s) => (
          <GridCell key={s.state} span={{ xs: 12, lg: 6 }}>
            <Panel>
              <CappedCountView title={stateName(s.state)} count={s} data-testid={`sales-state-${s.state}`} />
            </Panel>
          </GridCell>
        ))}
      </PanelGrid>
      <Panel title={t('sales.latest')} data-testid="sales-latest">
        {sales.latest.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('sales.none')}
            data-testid="sales-empty"
          />
        ) : (
          <ul style={LINK_LIST_STYLE}>
            {sales.latest.map((o) => (
              <LinkRow key={o.id} testId="sales-shipment">
                <Link to={outputOrderDetailPath(o.id)} style={{ fontWeight: token.fontWeightStrong }}>
                  {o.number}
                </Link>
                <ColorTag color={STATE_COLOURS[o.state]}>{stateName(o.state)}</ColorTag>
                <span>{t('sales.to', { agent: o.agentName, model: o.model })}</span>
                <span style={{ color: token.colorTextDescription, marginInlineStart: 'auto' }}>
                  {t('sales.issued', { issued: o.issuedQuantity, quantity: o.quantity })}
                  {' · '}
                  {date.format(new Date(o.createdAt))}
                </span>
              </LinkRow>
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
}
