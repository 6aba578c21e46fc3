import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../lib/use-feedback';

/**
 * Full screen on and off; a browser without the Fullscreen API gets the product's warning
 * (docs/product-rules.md, "Messages").
 */
export function FullscreenToggle() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [full, setFull] = useState(() => document.fullscreenElement !== null);
  // Esc leaves full screen without this button: follow the browser.
  useEffect(() => {
    const update = () => setFull(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);

  const toggle = () => {
    if (!document.fullscreenEnabled) {
      void message.warning(t('nav.fullscreenUnsupported'));
      return;
    }
    const change = full ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    change.catch(() => void message.warning(t('nav.fullscreenUnsupported')));
  };
  return (
    <Button
      type="text"
      icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      onClick={toggle}
      aria-label={t(full ? 'nav.exitFullscreen' : 'nav.fullscreen')}
      title={t(full ? 'nav.exitFullscreen' : 'nav.fullscreen')}
      data-testid="fullscreen-toggle"
    />
  );
}
