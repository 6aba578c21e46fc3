import type { ReportSheet } from '@skin/contract';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';

/** The goods a report recommends, each once, with its picture and price. */
export function ReportGoods({ goods }: { goods: ReportSheet['recommendedGoods'] }) {
  const { t } = useTranslation('store');
  return (
    <Flex wrap gap={8} className="report-goods">
      {goods.map((g) => (
        <Card
          key={`${g.name}/${g.price}/${g.iconUrl}`}
          size="small"
          className="report-goods-item"
          data-testid="report-goods"
        >
          <Flex gap={8} align="center">
            {g.iconUrl ? (
              <img className="report-goods-picture" src={g.iconUrl} alt={g.name} width={56} height={56} />
            ) : (
              <div className="report-goods-picture" aria-hidden />
            )}
            <div>
              <Typography.Text strong>{g.name}</Typography.Text>
              <div>{formatMoney(g.price)}</div>
              {g.purpose ? <Typography.Text type="secondary">{g.purpose}</Typography.Text> : null}
            </div>
          </Flex>
        </Card>
      ))}
      {goods.length ? null : <Typography.Text type="secondary">{t('report.noGoods')}</Typography.Text>}
    </Flex>
  );
}
