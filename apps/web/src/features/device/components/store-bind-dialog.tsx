import { storeResource } from '@skin/contract';
import { type ButtonProps, Form, Modal } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useResourceOptions } from '../../../components/crud/api/get-options';
import { SchemaForm } from '../../../components/crud/schema-form';
import { testIdProps } from '../../../components/crud/test-id';

type Props = {
  title: string;
  /** The bind body's schema (one device or the selected ones); `fixed` carries the device part. */
  schema: z.ZodType;
  fixed: Record<string, unknown>;
  storeId?: number | null;
  pending: boolean;
  onBind: (body: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
};

/** Picks one of the caller's stores to bind devices to; the store's merchant then holds them. */
export function StoreBindDialog({ title, schema, fixed, storeId, pending, onBind, onClose }: Props) {
  const { t } = useTranslation('device');
  const [form] = Form.useForm();
  const formId = useId();
  const stores = useResourceOptions(storeResource);
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ htmlType: 'submit', form: formId, ...testIdProps<ButtonProps>('bind-submit') }}
      confirmLoading={pending}
      destroyOnHidden
    >
      <SchemaForm
        schema={schema}
        form={form}
        formId={formId}
        fixed={fixed}
        initialValues={{ storeId: storeId ?? undefined }}
        fields={[
          {
            name: 'storeId',
            label: t('device.store'),
            input: 'select',
            options: (stores.data ?? []).map((s) => ({ value: s.id, label: s.label })),
            hint: t('device.bindHint'),
          },
        ]}
        onSubmit={async (body) => {
          await onBind(body);
          onClose();
        }}
      />
    </Modal>
  );
}
