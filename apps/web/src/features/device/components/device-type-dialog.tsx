import { type DeviceType, deviceTypeResource } from '@skin/contract';
import { type ButtonProps, Form, Modal } from 'antd';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldsError } from '../../../components/crud/api/request-with-fields';
import { SchemaForm } from '../../../components/crud/schema-form';
import { testIdProps } from '../../../components/crud/test-id';
import { useSaveDeviceType } from '../api/save-device-type';
import { DeviceTypeFiles, type FileChanges } from './device-type-files';

type Props = { row: DeviceType | null; onClose: () => void };

/**
 * Adds or edits a device type with its agreement pages and images. Uploads need the hardware model
 * (docs/product-rules.md, "Input rules"); uploaded files are attached when the type is saved.
 */
export function DeviceTypeDialog({ row, onClose }: Props) {
  const { t } = useTranslation('device');
  const { t: crud } = useTranslation('crud');
  const [form] = Form.useForm();
  const formId = useId();
  const top = useRef<HTMLDivElement>(null);
  const save = useSaveDeviceType();
  const [changes, setChanges] = useState<FileChanges>({});
  const model = (Form.useWatch<string | undefined>('hardwareModel', form) ?? '').trim();
  const noun = t('deviceType.noun');
  return (
    <Modal
      open
      title={crud(row ? 'dialog.edit' : 'dialog.add', { noun })}
      width={880}
      onCancel={onClose}
      okText={crud('actions.ok')}
      cancelText={crud('actions.cancel')}
      okButtonProps={{ htmlType: 'submit', form: formId, ...testIdProps<ButtonProps>('form-submit') }}
      confirmLoading={save.isPending}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <div ref={top} style={{ scrollMarginTop: 120 }} />
      <SchemaForm
        schema={row ? deviceTypeResource.update : deviceTypeResource.create}
        form={form}
        formId={formId}
        columns={2}
        initialValues={row ?? {}}
        fixed={{ ...(row ? { id: row.id } : {}), files: changes }}
        fields={[
          { name: 'name', label: t('deviceType.name') },
          {
            name: 'hardwareModel',
            label: t('deviceType.hardwareModel'),
            patternMessage: t('deviceType.modelRule'),
          },
          { name: 'remark', label: t('common.remark'), input: 'textarea' },
          { name: 'miniProgram', label: t('deviceType.miniProgram'), input: 'textarea' },
        ]}
        onSubmit={async (body) => {
          try {
            await save.mutateAsync(body);
          } catch (err) {
            // OK sits below ten upload slots: bring the refused fields (a duplicate model) into view.
            if (err instanceof FieldsError) top.current?.scrollIntoView({ block: 'nearest' });
            throw err;
          }
          onClose();
        }}
      />
      <DeviceTypeFiles initial={row?.files ?? {}} model={model} changes={changes} onChange={setChanges} />
    </Modal>
  );
}
