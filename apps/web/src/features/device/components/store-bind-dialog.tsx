import { storeResource } from '@skin/contract';
import { type ButtonProps, Form, Modal } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SchemaForm } from '../../../components/crud/schema-form';
import { testIdProps } from '../../../components/crud/test-id';
import { ResourcePicker } from '../../../components/picker/resource-picker';

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
            render: <ResourcePicker def={storeResource} testId="field-storeId" />,
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
