import { EyeOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/current-user';
import { useSeededLabel } from '../../lib/seeded-label';
import { stopViewAs } from '../../lib/view-as';

/**
 * While platform staff preview the console as another role (`viewingAs` in the user info), a
 * banner says so everywhere, with the way back: stop, reload the user and routes, close all tabs.
 */
export function ViewAsBanner() {
  const { t } = useTranslation();
  const seeded = useSeededLabel();
  const { viewingAs } = useCurrentUser();
  const [stopping, setStopping] = useState(false);
  if (!viewingAs) return null;
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
      title={t('viewAs.banner', { name: seeded(viewingAs.name) })}
      action={
        <Button size="small" type="primary" loading={stopping} onClick={stop} data-testid="view-as-stop">
          {t('viewAs.stop')}
        </Button>
      }
    />
  );
}
