import { Button, theme } from 'antd';
import { t } from '../lib/i18n';
import { useRouteError } from '../lib/router';

/**
 * What a page shows when it fails outside any screen's own error boundary: typically the login
 * page's or the shell's code could not be downloaded (a deploy replaced the files, the network
 * dropped), which a reload fixes. Light on purpose: it is part of the login page's first load.
 */
export function RouteError() {
  const error = useRouteError();
  const { token } = theme.useToken();
  const chunk = error instanceof Error && error.name === 'ChunkLoadError';
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 16,
        minHeight: '100vh',
        padding: 16,
        color: token.colorText,
        fontFamily: token.fontFamily,
      }}
    >
      <div role="alert" data-testid="route-error" style={{ fontSize: token.fontSizeLG }}>
        {t(chunk ? 'screen.loadFailed' : 'screen.crashed')}
      </div>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('screen.reload')}
      </Button>
    </div>
  );
}
