import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Alert, Button, Result, Skeleton } from 'antd';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { useParams } from '../../../lib/router';
import { useSharedReport } from '../api/report-share';
import { TestReportView } from '../components/test-report-view';
import '../components/report-print.css';
import './shared-report-page.css';

// react-i18next's hooks serve this page as they serve the shell, which it opens without.
initReactI18next.init(i18next);

/**
 * `/r/:token`: a report opened by its public link, outside the console and without an account
 * (docs/skin-tests.md, "Shared reports"), laid out for a phone first. A link that no longer works
 * says why (unknown, withdrawn, expired) and what to do.
 */
export default function SharedReportPage() {
  return (
    <QueryClientProvider client={publicQueries}>
      <SharedReport />
    </QueryClientProvider>
  );
}

/** The page's own queries: it lives outside the shell, which holds the console's. */
const publicQueries = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });

function SharedReport() {
  const { t } = useTranslation('store');
  const token = useParams().token ?? '';
  const report = useSharedReport(token);
  return (
    <main className="shared-report">
      {report.isPending ? (
        <Skeleton active data-testid="shared-report-loading" />
      ) : report.isError ? (
        <Result
          status="warning"
          title={t('report.shared.gone')}
          subTitle={report.error.message}
          data-testid="shared-report-gone"
        />
      ) : (
        <>
          <TestReportView report={report.data} />
          <Alert
            className="shared-report-expiry"
            type="info"
            title={t('report.shared.expires', { at: formatDateTime(report.data.expiresAt) })}
            data-testid="shared-report-expires"
          />
          <Button className="shared-report-print" onClick={() => window.print()} block>
            {t('report.print')}
          </Button>
        </>
      )}
    </main>
  );
}
