import { BugOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnDemand } from '../../lib/use-on-demand';

// The log's dialog (antd's Modal and List) downloads when first opened.
const loadModal = () => import('./error-log-modal').then((m) => m.ErrorLogModal);

/** The error log's button, with the number of errors logged; it opens the log. */
export function ErrorLogBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { Component: Modal, loading, load } = useOnDemand(loadModal);
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
