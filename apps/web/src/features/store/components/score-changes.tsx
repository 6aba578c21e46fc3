import type { ConsumerTest, ScoredDimension } from '@skin/contract';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { useLocalName } from './local-name';

type Props = {
  /** The two visits, in any order: the earlier is "before". */
  visits: [ConsumerTest, ConsumerTest];
  dimensions: ScoredDimension[];
};

type Line = { key: string; code: string; name: string; before?: number; after?: number };

/**
 * Per dimension, the score before, after and the signed change between two visits (the composite
 * score first). Scores run from 0 (worst) to 100 (best): a rise is green, a fall red.
 */
export function ScoreChanges({ visits, dimensions }: Props) {
  const { t, i18n } = useTranslation('store');
  const nameOf = useLocalName();
  const [before, after] = [...visits].sort((a, b) => a.testedAt.localeCompare(b.testedAt) || a.id - b.id);
  const signed = new Intl.NumberFormat(i18n.language, { signDisplay: 'exceptZero' });
  const scoreOf = (test: ConsumerTest, id: number) => test.scores.find((s) => s.diseaseId === id)?.score;
  const lines: Line[] = [
    { key: 'score', code: 'score', name: t('report.score'), before: before.score, after: after.score },
    ...dimensions
      .map((d) => ({
        key: String(d.id),
        code: d.code,
        name: nameOf(d),
        before: scoreOf(before, d.id),
        after: scoreOf(after, d.id),
      }))
      .filter((l) => l.before !== undefined || l.after !== undefined),
  ];
  const when = (test: ConsumerTest) => (
    <Typography.Text
      type="secondary"
      style={{ display: 'block', fontSize: 12, fontWeight: 'normal', whiteSpace: 'nowrap' }}
    >
      {formatDateTime(test.testedAt).slice(0, 10)}
    </Typography.Text>
  );
  return (
    <Table<Line>
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={lines}
      data-testid="score-changes"
      onRow={(l) => ({ 'data-testid': `change-${l.code}` }) as object}
      columns={[
        { key: 'name', title: t('consumer.dimension'), dataIndex: 'name' },
        {
          key: 'before',
          title: (
            <>
              {t('consumer.before')}
              {when(before)}
            </>
          ),
          dataIndex: 'before',
          align: 'right',
        },
        {
          key: 'after',
          title: (
            <>
              {t('consumer.after')}
              {when(after)}
            </>
          ),
          dataIndex: 'after',
          align: 'right',
        },
        {
          key: 'change',
          title: t('consumer.change'),
          align: 'right',
          render: (_, l) => {
            if (l.before === undefined || l.after === undefined) return null;
            const change = l.after - l.before;
            return (
              <Typography.Text
                strong
                type={change > 0 ? 'success' : change < 0 ? 'danger' : 'secondary'}
                data-testid="change-value"
                data-direction={change > 0 ? 'up' : change < 0 ? 'down' : 'same'}
              >
                {signed.format(change)}
              </Typography.Text>
            );
          },
        },
      ]}
    />
  );
}
