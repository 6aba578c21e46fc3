import { deviceResource } from '@skin/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Col, Form, Input, Row, Space } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceKeys } from '../../../components/crud/resource-keys';
import { type AnyOrder, ORDER_KINDS, type OrderKind } from '../api/order-kinds';
import { scanOne } from '../api/order-writes';
import { soundRefusal } from '../scan/refusal-signal';
import { createScanQueue, type ScanEntry, type ScanQueue } from '../scan/scan-queue';
import { ScanResults } from '../scan/scan-results';
import { SerialInput } from '../scan/serial-input';
import './scan-panel.css';

type Props = { kind: OrderKind; order: AnyOrder; onBusyChange: (busy: boolean) => void };
// Set once for a batch and kept between scans; the others belong to one device and are cleared.
const PER_DEVICE = ['bluetoothName', 'remark'];
const OPTIONAL = ['bluetoothName', 'firmwareVersion', 'batchNumber', 'remark'] as const;
const FLASH_MS = 1500;

/**
 * The scan form. A barcode scanner types the serial at ~8 ms a character and presses Enter, with
 * no pause before the next one: each Enter queues the serial and empties the input at once, so
 * the next scan lands in an empty field; the queue sends them in order, one at a time, and each
 * result is listed against its serial. A refusal beeps and flashes the panel red.
 */
export function ScanPanel({ kind, order, onBusyChange }: Props) {
  const { t } = useTranslation('device');
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const [entries, setEntries] = useState<readonly ScanEntry[]>([]);
  const [flash, setFlash] = useState(false);
  const flashTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const queue = useRef<ScanQueue>(undefined);
  const extras = useRef(new Map<string, Record<string, string>>());
  const busyChange = useRef(onBusyChange);
  busyChange.current = onBusyChange;

  if (!queue.current)
    queue.current = createScanQueue(
      (s) => scanOne(kind, { orderId: order.id, serialNumber: s, ...extras.current.get(s) }),
      (next) => {
        setEntries(next);
        busyChange.current(next.some((e) => e.status === 'queued' || e.status === 'sending'));
      },
      {
        onRefused: () => {
          soundRefusal();
          setFlash(true);
          clearTimeout(flashTimer.current);
          flashTimer.current = setTimeout(() => setFlash(false), FLASH_MS);
        },
        // Counts and lists refresh once the burst is over, not after every scan.
        onIdle: () =>
          void Promise.all([
            queryClient.invalidateQueries({ queryKey: resourceKeys.root(ORDER_KINDS[kind].def) }),
            queryClient.invalidateQueries({ queryKey: resourceKeys.root(deviceResource) }),
          ]),
      },
    );
  useEffect(() => () => clearTimeout(flashTimer.current), []);

  const clearFinished = useCallback(() => queue.current!.clearFinished(), []);
  // Stable across renders (refs only), so the memoized serial input never re-renders for it.
  const scan = useCallback(
    (value: string) => {
      if (kind === 'input') {
        const values = form.getFieldsValue() as Record<string, string | undefined>;
        const extra: Record<string, string> = {};
        for (const k of OPTIONAL) if (values[k]?.trim()) extra[k] = values[k]!.trim();
        extras.current.set(value, extra);
        form.resetFields(PER_DEVICE);
      }
      queue.current!.add(value);
    },
    [form, kind],
  );
  const optional = (name: (typeof OPTIONAL)[number], label: string) => (
    <Col xs={24} sm={12} lg={6} key={name}>
      <Form.Item name={name} label={label}>
        <Input allowClear data-testid={`scan-${name}`} />
      </Form.Item>
    </Col>
  );
  return (
    <Space
      orientation="vertical"
      size={12}
      style={{ width: '100%' }}
      className={flash ? 'scan-panel scan-panel-refused' : 'scan-panel'}
      data-testid="scan-panel"
      data-flash={flash ? 'refused' : undefined}
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item
          label={t('scan.serial')}
          extra={t('scan.hint')}
          validateStatus={flash ? 'error' : undefined}
        >
          <SerialInput onScan={scan} />
        </Form.Item>
        {kind === 'input' ? (
          <Row gutter={16}>
            {optional('bluetoothName', t('device.bluetoothName'))}
            {optional('firmwareVersion', t('device.firmware'))}
            {optional('batchNumber', t('device.batch'))}
            {optional('remark', t('common.remark'))}
          </Row>
        ) : null}
      </Form>
      <ScanResults entries={entries} onClear={clearFinished} />
    </Space>
  );
}
