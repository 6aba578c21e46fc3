import { StopOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../components/permission/use-access';
import { type AnyOrder, doneOf, ORDER_KINDS, type OrderKind } from '../api/order-kinds';
import { useCloseOrder } from '../api/order-writes';

/** Closes an open order short of its quantity (a partial delivery); the reason is required. */
export function CloseOrderButton({ kind, order }: { kind: OrderKind; order: AnyOrder }) {
  const { t } = useTranslation('device');
  const may = useHasPermission([ORDER_KINDS[kind].perms.complete]);
  const close = useCloseOrder(kind);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  if (!may || !['submitted', 'in_progress'].includes(order.state)) return null;
  const done = doneOf(order);
  const submit = async () => {
    const { reason } = await form.validateFields();
    try {
      await close.mutateAsync({ id: order.id, reason: reason.trim() });
      setOpen(false);
    } catch (err) {
      form.setFields([{ name: 'reason', errors: [(err as Error).message] }]);
    }
  };
  return (
    <>
      <Button icon={<StopOutlined />} onClick={() => setOpen(true)} data-testid="order-close">
        {t('order.close')}
      </Button>
      <Modal
        open={open}
        title={t('order.closeTitle', { number: order.number })}
        okText={t('order.close')}
        okButtonProps={
          { danger: true, loading: close.isPending, 'data-testid': 'order-close-submit' } as never
        }
        cancelText={t('common.cancel')}
        onOk={submit}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>{t('order.closeNote', { done, quantity: order.quantity })}</p>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="reason"
            label={t('order.closeReason')}
            rules={[
              { required: true, whitespace: true, message: t('order.closeReasonRequired') },
              { max: 255 },
            ]}
          >
            <Input.TextArea rows={3} maxLength={255} showCount autoFocus data-testid="order-close-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
