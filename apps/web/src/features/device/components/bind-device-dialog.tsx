import { type Device, deviceBind, storeResource } from '@skin/contract';
import { type ButtonProps, Form, Modal } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceOptions } from '../../../components/crud/api/get-options';
import { SchemaForm } from '../../../components/crud/schema-form';
import { testIdProps } from '../../../components/crud/test-id';
import { bindDevice } from '../api/device-actions';
import { useDeviceWrite } from '../api/use-device-write';

type Props = { device: Device; onClose: () => void };

/** Binds a device to one of the caller's stores; the store's merchant then holds the device. */
export function BindDeviceDialog({ device, onClose }: Props) {
  const { t } = useTranslation('device');
  const [form] = Form.useForm();
  const formId = useId();
  const stores = useResourceOptions(storeResource);
  const bind = useDeviceWrite(bindDevice);
  return (
    <Modal
      open
      title={t('device.bindTitle', { serial: device.serialNumber })}
      onCancel={onClose}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ htmlType: 'submit', form: formId, ...testIdProps<ButtonProps>('bind-submit') }}
      confirmLoading={bind.isPending}
      destroyOnHidden
    >
      <SchemaForm
        schema={deviceBind}
        form={form}
        formId={formId}
        fixed={{ id: device.id }}
        initialValues={{ storeId: device.storeId ?? undefined }}
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
          await bind.mutateAsync(body as { id: number; storeId: number });
          onClose();
        }}
      />
    </Modal>
  );
}
