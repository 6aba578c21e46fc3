import { type User, userResetPassword } from '@skin/contract';
import { type ButtonProps, Form, Modal } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '../../../components/crud/schema-form';
import { testIdProps } from '../../../components/crud/test-id';
import { useResetUserPassword } from '../api/reset-user-password';

type Props = { user: User; onClose: () => void };

/** Sets a new sign-in password for a user; their open sessions end. The old one is never shown. */
export function ResetPasswordDialog({ user, onClose }: Props) {
  const { t } = useTranslation('system');
  const [form] = Form.useForm();
  const formId = useId();
  const reset = useResetUserPassword();
  return (
    <Modal
      open
      title={t('user.resetPasswordOf', { name: user.name })}
      onCancel={onClose}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{
        htmlType: 'submit',
        form: formId,
        ...testIdProps<ButtonProps>('reset-password-submit'),
      }}
      confirmLoading={reset.isPending}
      destroyOnHidden
    >
      <SchemaForm
        schema={userResetPassword}
        form={form}
        formId={formId}
        fixed={{ id: user.id }}
        fields={[
          {
            name: 'password',
            label: t('user.newPassword'),
            input: 'password',
            patternMessage: t('user.passwordRule'),
            hint: t('user.resetPasswordNote'),
          },
        ]}
        onSubmit={async (body) => {
          await reset.mutateAsync(body);
          onClose();
        }}
      />
    </Modal>
  );
}
