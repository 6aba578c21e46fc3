import { CloseOutlined, PrinterOutlined } from '@ant-design/icons';
import type { PrintJob } from '@skin/contract';
import { Button, Flex, Result, Space, Spin, Typography } from 'antd';
import { type CSSProperties, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { useMarkPrinted, usePrintLabels } from '../api/print-labels';
import { LabelCard } from './label-card';
import { A4_LABELS, gridOf, paginate } from './label-layout';
import './label-sheet.css';
import { useFeedback } from '../../../lib/use-feedback';

type Props = { job: PrintJob; onClose: () => void };

const { columns, perPage } = gridOf(A4_LABELS);
const PAGE_STYLE: CSSProperties = {
  padding: `${A4_LABELS.margin}mm`,
  gridTemplateColumns: `repeat(${columns}, ${A4_LABELS.labelWidth}mm)`,
  gridAutoRows: `${A4_LABELS.labelHeight}mm`,
  gap: `${A4_LABELS.gap}mm`,
};

/**
 * A print job's labels as A4 pages over the whole window. Print sends only the pages to the
 * printer (label-sheet.css hides everything else), then records the print on the server.
 */
export function LabelSheet({ job, onClose }: Props) {
  const { t } = useTranslation('device');
  const { message } = useFeedback();
  const labels = usePrintLabels(job.id);
  const printed = useMarkPrinted(job.id);
  const [state, setState] = useState({ printedAt: job.printedAt, printCount: job.printCount });
  // Its own element directly under <body>: the print stylesheet hides every other one.
  const [host] = useState(() =>
    Object.assign(document.createElement('div'), { className: 'label-sheet-portal' }),
  );
  useEffect(() => {
    document.body.appendChild(host);
    return () => host.remove();
  }, [host]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const print = async () => {
    window.print(); // returns once the print dialog is closed
    // A failed call has shown its message already; the sheet stays open for another try.
    const updated = await printed.mutateAsync().catch(() => null);
    if (!updated) return;
    setState({ printedAt: updated.printedAt, printCount: updated.printCount });
    void message.success(t('labels.recorded'));
  };
  const pages = paginate(labels.data ?? [], perPage);
  return createPortal(
    <div className="label-sheet-overlay" role="dialog" aria-modal="true" data-testid="label-sheet">
      <div className="label-sheet-bar">
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>
            {t('labels.title', { model: job.model, quantity: job.quantity })}
          </Typography.Text>
          <Typography.Text type="secondary" data-testid="label-print-state">
            {state.printedAt
              ? t('labels.printedAt', { time: formatDateTime(state.printedAt), times: state.printCount })
              : t('labels.notPrinted')}
          </Typography.Text>
        </Space>
        <Space>
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            onClick={() => void print()}
            loading={printed.isPending}
            disabled={!labels.data?.length}
            data-testid="label-print"
          >
            {state.printedAt ? t('labels.reprint') : t('labels.print')}
          </Button>
          <Button icon={<CloseOutlined />} onClick={onClose} data-testid="label-close">
            {t('common.close')}
          </Button>
        </Space>
      </div>
      {labels.isPending ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin size="large" />
        </Flex>
      ) : labels.isError ? (
        <Result status="warning" title={t('common.loadFailed')} subTitle={labels.error.message} />
      ) : (
        pages.map((page, i) => (
          <div className="label-sheet-page" style={PAGE_STYLE} key={page[0].serialNumber} data-page={i + 1}>
            {page.map((label) => (
              <LabelCard key={label.serialNumber} label={label} />
            ))}
          </div>
        ))
      )}
    </div>,
    host,
  );
}
