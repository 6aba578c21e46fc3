import { BugOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnDemand } from '../../lib/use-on-demand';
import { useErrorLog } from '../../stores/error-log';

// The log's dialog (antd's Modal and List) downloads when first opened.
const loadModal = () => import('./error-log-modal').then((m) => m.ErrorLogModal);

/**
 * Spec §2: the error log is shown in production only (in development the overlay and the console
 * already show errors), and only once something was logged.
 */
export function ErrorLogButton() {
  const { t } = useTranslation();
  const count = useErrorLog((s) => s.logs.length);
  const [open, setOpen] = useState(false);
  const { Component: Modal, loading, load } = useOnDemand(loadModal);
  if (!import.meta.env.PROD || count === 0) return null;
  return (
    <>
      <Badge count={count} size="small" offset={[-6, 6]}>
        <Button
          type="text"
          danger
          icon={<BugOutlined />}
          loading={loading}
          onClick={async () => setOpen(Boolean(Modal) || (await load()))}
          aria-label={t('errorLog.title')}
          title={t('errorLog.title')}
          data-testid="error-log"
        />
      </Badge>
      {Modal ? <Modal open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
