import { ScanOutlined } from '@ant-design/icons';
import { Alert, App, Button, Col, Form, Input, type InputRef, Row, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldsError } from '../../../components/crud/api/request-with-fields';
import { useDeviceErrors } from '../api/device-errors';
import type { AnyOrder, OrderKind } from '../api/order-kinds';
import { type ScanResult, useScanOrder } from '../api/order-writes';
import { ScanResultNotice } from './scan-result-notice';

type Props = { kind: OrderKind; order: AnyOrder };
// Set once for a batch and kept between scans; the others belong to one device and are cleared.
const PER_DEVICE = ['serialNumber', 'bluetoothName', 'remark'];
const OPTIONAL = ['bluetoothName', 'firmwareVersion', 'batchNumber', 'remark'] as const;

/**
 * The scan form. A barcode scanner types the serial number and presses Enter; after each scan the
 * input is cleared and focused again for the next one. A refused scan keeps the serial, selected,
 * so the next scan replaces it.
 */
export function ScanPanel({ kind, order }: Props) {
  const { t } = useTranslation('device');
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const serialRef = useRef<InputRef>(null);
  const scan = useScanOrder(kind);
  const errors = useDeviceErrors();
  const [last, setLast] = useState<ScanResult | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = async (values: Record<string, string | undefined>) => {
    const body: Record<string, unknown> = { orderId: order.id, serialNumber: values.serialNumber?.trim() };
    if (kind === 'input') for (const k of OPTIONAL) if (values[k]?.trim()) body[k] = values[k]?.trim();
    setRefusal(null);
    try {
      const result = await scan.mutateAsync(body);
      setLast(result);
      form.resetFields(PER_DEVICE);
      void message.success(t('scan.done', { serial: result.serialNumber }));
      serialRef.current?.focus();
    } catch (err) {
      const text =
        err instanceof FieldsError ? (err.fields.serialNumber ?? err.message) : (err as Error).message;
      if (err instanceof FieldsError || (err as { status?: number }).status === 409) setRefusal(text);
      else errors.report(err);
      serialRef.current?.focus({ cursor: 'all' });
    }
  };
  const optional = (name: (typeof OPTIONAL)[number], label: string) => (
    <Col xs={24} sm={12} lg={6} key={name}>
      <Form.Item name={name} label={label}>
        <Input allowClear data-testid={`scan-${name}`} />
      </Form.Item>
    </Col>
  );
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          label={t('scan.serial')}
          extra={t('scan.hint')}
          validateStatus={refusal ? 'error' : undefined}
        >
          <Space.Compact style={{ width: '100%', maxWidth: 560 }}>
            <Form.Item
              name="serialNumber"
              noStyle
              rules={[{ required: true, whitespace: true, message: t('scan.serialRequired') }]}
            >
              <Input ref={serialRef} size="large" autoFocus autoComplete="off" data-testid="scan-serial" />
            </Form.Item>
            <Button
              type="primary"
              size="large"
              htmlType="submit"
              icon={<ScanOutlined />}
              loading={scan.isPending}
              data-testid="scan-submit"
            >
              {t('scan.submit')}
            </Button>
          </Space.Compact>
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
      {refusal ? <Alert type="error" showIcon title={refusal} data-testid="scan-refusal" /> : null}
      {last ? (
        <ScanResultNotice result={last} agentName={'agentName' in order ? order.agentName : ''} />
      ) : null}
    </Space>
  );
}
