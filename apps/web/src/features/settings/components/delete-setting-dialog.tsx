import type { Setting } from '@skin/contract';
import { type ButtonProps, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldsError } from '../../../components/crud/api/request-with-fields';
import { testIdProps } from '../../../components/crud/test-id';
import { useDeleteSetting } from '../api/settings-api';

/**
 * Deletes a setting once its English name is typed exactly (the server checks it again). A setting
 * that others hang under is refused by the server, which names them.
 */
export function DeleteSettingDialog({ setting, onClose }: { setting: Setting; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('crud');
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<string | undefined>();
  const remove = useDeleteSetting();
  const submit = () =>
    remove.mutateAsync({ id: setting.id, confirmName: typed }).then(onClose, (err: unknown) => {
      if (err instanceof FieldsError) setRefusal(err.fields.confirmName);
    });
  return (
    <Modal
      open
      title={t('delete.title')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={tc('actions.delete')}
      cancelText={tc('actions.cancel')}
      okButtonProps={{
        danger: true,
        disabled: typed !== setting.nameEn,
        ...testIdProps<ButtonProps>('delete-setting-ok'),
      }}
      confirmLoading={remove.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('delete.content', { name: setting.nameEn })}</Typography.Paragraph>
      <Form layout="vertical" onFinish={() => typed === setting.nameEn && void submit()}>
        <Form.Item label={t('delete.typeName')} validateStatus={refusal ? 'error' : undefined} help={refusal}>
          <Input
            autoFocus
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setRefusal(undefined);
            }}
            placeholder={setting.nameEn}
            autoComplete="off"
            data-testid="delete-setting-name"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
