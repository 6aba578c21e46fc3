import { ArrowLeftOutlined, DiffOutlined, PrinterOutlined, QrcodeOutlined } from '@ant-design/icons';
import { Code, testRecordResource } from '@skin/contract';
import { Button, Card, Result, Skeleton, Space } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../components/permission/use-access';
import { ApiError } from '../../../lib/api-client';
import { ENDONYMS, isLanguage, type Language } from '../../../lib/languages';
import { contentLanguage } from '../../../lib/localized';
import { useNavigate, useParams } from '../../../lib/router';
import { useTestReport } from '../api/get-test-report';
import { ReportChangesDialog } from '../components/report-changes-dialog';
import { ReportPrintCopy } from '../components/report-print-copy';
import { ReportShareDialog } from '../components/report-share-dialog';
import { TestReportView } from '../components/test-report-view';
import '../components/report-print.css';

/** `store/TestDetails` at /testDetails/:id: the report of one test, printable. */
export default function TestDetailsScreen() {
  const { t } = useTranslation('store');
  const { t: crud } = useTranslation('crud');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const report = useTestReport(valid ? id : 0);
  const [comparing, setComparing] = useState(false);
  const [sharing, setSharing] = useState(false);
  const mayRemake = useHasPermission([testRecordResource.extra.remakeReport]);
  const mayShare = useHasPermission([testRecordResource.extra.shareReport]);
  const { i18n } = useTranslation();
  // A copy in the store's language while it is being printed (the reader's stays on screen).
  const [printingIn, setPrintingIn] = useState<Language | null>(null);
  const printed = useCallback(() => setPrintingIn(null), []);
  const title = t('report.title');
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
      {t('report.back')}
    </Button>
  );
  if (!valid)
    return (
      <Card title={title}>
        <Result status="info" title={t('report.choose')} />
      </Card>
    );
  if (report.isPending)
    return (
      <Card title={title} data-testid="report-loading">
        <Skeleton active />
      </Card>
    );
  if (report.isError) {
    const notFound = report.error instanceof ApiError && report.error.code === Code.notFound;
    // A role that reads no tests (a salesperson: docs/roles.md) is told so, not shown the permission's key.
    if (report.error instanceof ApiError && report.error.code === Code.forbidden)
      return (
        <Card title={title}>
          <Result status="403" title={t('report.forbidden')} extra={back} data-testid="report-forbidden" />
        </Card>
      );
    return (
      <Card title={title}>
        <Result
          status={notFound ? '404' : 'warning'}
          title={notFound ? t('report.notFound') : t('report.loadFailed')}
          subTitle={report.error.message}
          extra={
            notFound
              ? back
              : [
                  <Button key="retry" type="primary" onClick={() => void report.refetch()}>
                    {crud('actions.retry')}
                  </Button>,
                  back,
                ]
          }
          data-testid={notFound ? 'report-not-found' : 'report-error'}
        />
      </Card>
    );
  }
  const storeLanguage = report.data.store.language;
  // The store hands its reports over in its own language; the reader may print in theirs too.
  const printsElsewhere =
    isLanguage(storeLanguage) && contentLanguage(storeLanguage) !== contentLanguage(i18n.language);
  return (
    <Card
      title={`${title}: ${report.data.consumer.name}`}
      extra={
        <Space>
          {back}
          <Button icon={<DiffOutlined />} onClick={() => setComparing(true)} data-testid="report-compare">
            {t('report.compare')}
          </Button>
          {mayShare ? (
            <Button
              icon={<QrcodeOutlined />}
              onClick={() => setSharing(true)}
              data-testid="report-share-open"
            >
              {t('report.share.open')}
            </Button>
          ) : null}
          {printsElsewhere ? (
            <Button onClick={() => window.print()} data-testid="report-print-mine">
              {t('report.printMine')}
            </Button>
          ) : null}
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            loading={printingIn !== null}
            onClick={() => (printsElsewhere ? setPrintingIn(storeLanguage) : window.print())}
            data-testid="report-print"
          >
            {printsElsewhere ? t('report.printIn', { language: ENDONYMS[storeLanguage] }) : t('report.print')}
          </Button>
        </Space>
      }
    >
      <div className={printingIn ? 'report-screen-copy' : undefined}>
        <TestReportView report={report.data} />
      </div>
      {printingIn ? <ReportPrintCopy testId={id} language={printingIn} onPrinted={printed} /> : null}
      <ReportChangesDialog
        testId={id}
        open={comparing}
        onClose={() => setComparing(false)}
        mayRemake={mayRemake}
      />
      {mayShare ? <ReportShareDialog testId={id} open={sharing} onClose={() => setSharing(false)} /> : null}
    </Card>
  );
}
