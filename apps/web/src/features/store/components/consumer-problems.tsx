import type { ContentLanguage, ConsumerProblems as Problems } from '@skin/contract';
import { Descriptions, Flex, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { Link } from '../../../lib/router';
import { useLocalName } from './local-name';
import { STORE_PATHS } from './store-paths';

/**
 * A consumer's problems to improve: what the consumer asked to improve (the questions chosen on
 * the form) and what the latest test found (its report's dimensions below the healthy level,
 * worst first, each opening that report).
 */
export function ConsumerProblems({ problems, error }: { problems?: Problems; error?: Error | null }) {
  const { t, i18n } = useTranslation('store');
  const nameOf = useLocalName();
  if (error) return <Typography.Text type="secondary">{error.message}</Typography.Text>;
  if (!problems) return <Skeleton active paragraph={{ rows: 2 }} />;
  const none = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;
  const { chosen, latest } = problems;
  return (
    // Labels above their tags: a phone has no room for both on one line.
    <Descriptions
      size="small"
      layout="vertical"
      column={1}
      items={[
        {
          key: 'chosen',
          label: t('consumer.problemsChosen'),
          children: chosen.length ? (
            <Flex wrap gap={4} data-testid="problems-chosen">
              {chosen.map((q) => (
                <Tag key={q.id} color="blue">
                  {nameOf(q)}
                </Tag>
              ))}
            </Flex>
          ) : (
            none(t('consumer.problemsNoneChosen'))
          ),
        },
        {
          key: 'latest',
          label: latest
            ? t('consumer.problemsLatest', { at: formatDateTime(latest.testedAt).slice(0, 10) })
            : t('consumer.problemsFound'),
          children: !latest ? (
            none(t('consumer.problemsNoTest'))
          ) : latest.problems.length ? (
            <Flex wrap gap={4} data-testid="problems-latest">
              {latest.problems.map((p) => (
                <Link key={p.diseaseId} to={STORE_PATHS.testDetails(latest.testId)}>
                  <Tag color="volcano" data-testid={`problem-${p.code}`}>
                    {nameOf(p)} · {p.score}
                    {p.level
                      ? ` · ${p.translations?.level?.[i18n.language as ContentLanguage] || p.level.name}`
                      : ''}
                  </Tag>
                </Link>
              ))}
            </Flex>
          ) : (
            none(t('consumer.problemsHealthy'))
          ),
        },
      ]}
    />
  );
}
