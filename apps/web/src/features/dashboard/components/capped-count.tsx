import type { CappedCount } from '@skin/contract';
import type { ReactNode } from 'react';
import { Count } from '../../../components/count';

/** A count that may have stopped at its cap: the figure, with a `+` when there are more. */
export function CappedCountView({
  title,
  count,
  prefix,
  footer,
  'data-testid': testId,
}: {
  title: ReactNode;
  count: CappedCount;
  prefix?: ReactNode;
  footer?: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <Count
      title={title}
      value={count.count}
      suffix={count.capped ? '+' : undefined}
      prefix={prefix}
      footer={footer}
      data-testid={testId}
    />
  );
}
