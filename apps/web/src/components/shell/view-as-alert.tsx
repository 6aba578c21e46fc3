import { EyeOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSeededLabel } from '../../lib/seeded-label';
import { stopViewAs } from '../../lib/view-as';

/** The view-as banner: whom the console is shown as, and the way back. */
export function ViewAsAlert({ name }: { name: string }) {
  const { t } = useTranslation();
  const seeded = useSeededLabel();
  const [stopping, setStopping] = useState(false);
  const stop = () => {
    setStopping(true);
    // A failure is already reported by the HTTP client; the button just becomes usable again.
    stopViewAs()
      .catch(() => undefined)
      .finally(() => setStopping(false));
  };
  return (
    <Alert
      banner
      type="warning"
      icon={<EyeOutlined />}
      showIcon
      data-testid="view-as-banner"
      title={t('viewAs.banner', { name: seeded(name) })}
      action={
        <Button size="small" type="primary" loading={stopping} onClick={stop} data-testid="view-as-stop">
          {t('viewAs.stop')}
        </Button>
      }
    />
  );
}
