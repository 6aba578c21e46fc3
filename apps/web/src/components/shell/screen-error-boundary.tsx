import { Button } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../../lib/i18n';
import { useErrorLog } from '../../stores/error-log';
import { StatusResult } from '../result/status-result';

type Props = { children: ReactNode };
type State = { error: Error | null };

/**
 * Catches a screen's rendering error so the shell around it keeps working, and (in production only:
 * docs/web-shell.md, "Errors") records it in the error log the top bar shows. A screen whose code
 * failed to load (ChunkLoadError: a new deploy or a dropped connection) is offered a page reload.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    if (!import.meta.env.PROD) return;
    useErrorLog.getState().add({
      message: `${error.name}: ${error.message}`,
      stack: error.stack ?? info.componentStack ?? '',
      url: window.location.pathname + window.location.search,
      time: Date.now(),
    });
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = error.name === 'ChunkLoadError';
    return (
      <StatusResult
        status="error"
        title={t(chunk ? 'screen.loadFailed' : 'screen.crashed')}
        subTitle={error.message}
        data-testid="screen-error"
        extra={
          chunk ? (
            <Button type="primary" onClick={() => window.location.reload()}>
              {t('screen.reload')}
            </Button>
          ) : (
            <Button type="primary" onClick={() => this.setState({ error: null })}>
              {t('shell.retry')}
            </Button>
          )
        }
      />
    );
  }
}
