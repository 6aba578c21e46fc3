import type { ReportSheet } from '@skin/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { otherLanguage } from '../../../lib/i18n';
import type { Language } from '../../../lib/languages';
import { getTestReport, reportInKey } from '../api/get-test-report';
import { TestReportView } from './test-report-view';

type Props = { testId: number; language: Language; onPrinted: () => void };

/**
 * The report as printed in another language than the reader's (its store's: docs/skin-tests.md,
 * "Printing"): fetched and labelled in that language, shown only on paper, and printed as soon
 * as it is ready. The screen keeps the reader's copy.
 */
export function ReportPrintCopy({ testId, language, onPrinted }: Props) {
  const words = useQuery({
    queryKey: ['i18n', 'report', language],
    queryFn: () => otherLanguage(language, ['store', 'crud']),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const report = useQuery({
    queryKey: reportInKey(testId, language),
    queryFn: () => getTestReport(testId, language),
  });
  const ready = words.data !== undefined && report.data !== undefined;
  useEffect(() => {
    if (!ready) return;
    // One frame for the copy to be laid out; the print dialog holds the page until it closes.
    const frame = requestAnimationFrame(() => {
      window.print();
      onPrinted();
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, onPrinted]);
  useEffect(() => {
    if (words.isError || report.isError) onPrinted();
  }, [words.isError, report.isError, onPrinted]);
  if (!ready) return null;
  return (
    <div className="report-print-copy" lang={language} data-testid="report-print-copy">
      <I18nextProvider i18n={words.data}>
        <TestReportView report={report.data as ReportSheet} />
      </I18nextProvider>
    </div>
  );
}
