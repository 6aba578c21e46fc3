import { BugOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorLog } from '../../stores/error-log';
import { ErrorLogModal } from './error-log-modal';

/**
 * Spec §2: the error log is shown in production only (in development the overlay and the console
 * already show errors), and only once something was logged.
 */
export function ErrorLogButton() {
  const { t } = useTranslation();
  const count = useErrorLog((s) => s.logs.length);
  const [open, setOpen] = useState(false);
  if (!import.meta.env.PROD || count === 0) return null;
  return (
    <>
      <Badge count={count} size="small" offset={[-6, 6]}>
        <Button
          type="text"
          danger
          icon={<BugOutlined />}
          onClick={() => setOpen(true)}
          aria-label={t('errorLog.title')}
          title={t('errorLog.title')}
          data-testid="error-log"
        />
      </Badge>
      <ErrorLogModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
