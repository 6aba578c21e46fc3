import { QrcodeOutlined } from '@ant-design/icons';
import { deviceTypeResource, type PrintJob, printJobResource } from '@skin/contract';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceOptions } from '../../../components/crud/api/get-options';
import { formatDateTime } from '../../../components/crud/format-time';
import { ResourceListPage } from '../../../components/crud/resource-list-page';
import { LabelSheet } from '../components/label-sheet';

/** `device/Printer`: QR-code print jobs; each allocates new serial numbers and prints their labels. */
export default function PrinterScreen() {
  const { t } = useTranslation('device');
  const types = useResourceOptions(deviceTypeResource);
  const [sheet, setSheet] = useState<PrintJob | null>(null);
  const typeOptions = (types.data ?? []).map((o) => ({ value: o.id, label: o.label }));
  return (
    <>
      <ResourceListPage
        def={printJobResource}
        title={t('printer.title')}
        noun={t('printer.noun')}
        columns={[
          { key: 'id', title: t('printer.job') },
          { key: 'model', title: t('device.model') },
          { key: 'quantity', title: t('printer.quantity') },
          { key: 'remark', title: t('common.remark') },
          {
            key: 'printedAt',
            title: t('printer.printedAt'),
            render: (at: string | null) => (at ? formatDateTime(at) : <Tag>{t('labels.notPrinted')}</Tag>),
            exportValue: (j) => formatDateTime(j.printedAt),
          },
          { key: 'printCount', title: t('printer.printCount') },
          {
            key: 'createdAt',
            title: t('common.createdAt'),
            render: formatDateTime,
            exportValue: (j) => formatDateTime(j.createdAt),
          },
        ]}
        filters={[{ name: 'deviceTypeId', label: t('device.model'), input: 'select', options: typeOptions }]}
        form={[
          {
            name: 'deviceTypeId',
            label: t('printer.deviceType'),
            input: 'select',
            options: typeOptions,
            only: 'create',
          },
          {
            name: 'quantity',
            label: t('printer.quantity'),
            input: 'number',
            only: 'create',
            hint: t('printer.quantityHint'),
          },
          { name: 'remark', label: t('common.remark'), input: 'textarea' },
        ]}
        rowActions={(job) => (
          <Button
            type="link"
            size="small"
            icon={<QrcodeOutlined />}
            onClick={() => setSheet(job)}
            data-testid={`labels-${job.id}`}
          >
            {t('labels.open')}
          </Button>
        )}
      />
      {sheet ? <LabelSheet job={sheet} onClose={() => setSheet(null)} /> : null}
    </>
  );
}
