import { Code } from '@skin/contract';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';

type Props = { error?: Error | null; onRetry: () => void };

/** Shown instead of a list the user may not read (no error needed) or that failed to load (with retry). */
export function ListErrorView({ error, onRetry }: Props) {
  const { t } = useTranslation('crud');
  const forbidden =
    !error || (error instanceof ApiError && (error.status === 403 || error.code === Code.forbidden));
  return (
    <Result
      status={forbidden ? '403' : 'warning'}
      title={forbidden ? t('states.forbidden') : t('states.loadFailed')}
      subTitle={error?.message}
      extra={
        forbidden ? null : (
          <Button type="primary" onClick={onRetry} data-testid="list-retry">
            {t('actions.retry')}
          </Button>
        )
      }
      data-testid="list-error"
    />
  );
}
