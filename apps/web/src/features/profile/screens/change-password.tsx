import { passwordChange } from '@skin/contract';
import { Button, Card, Form } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '../../../components/crud/schema-form';
import { useLogOut } from '../../../lib/session';
import { useFeedback } from '../../../lib/use-feedback';
import { useChangeMyPassword } from '../api/change-my-password';

/** How long the success message shows before the user is logged out (docs/product-rules.md, "Numbers"). */
export const LOGOUT_DELAY_MS = 600;

/** `profile/ChangePassword`: old, new and confirmed password; then the user must log in again. */
export default function ChangePasswordScreen() {
  const { t } = useTranslation('profile');
  const { message } = useFeedback();
  const [form] = Form.useForm();
  const formId = useId();
  const change = useChangeMyPassword();
  const logOut = useLogOut();
  const submit = async (body: Record<string, unknown>) => {
    await change.mutateAsync(body);
    void message.success(t('password.changed'));
    // Every session of the user has ended on the server; leave after the message has been seen.
    setTimeout(() => logOut.mutate(), LOGOUT_DELAY_MS);
  };
  const matches = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async (_: unknown, value: unknown) => {
      if (value && value !== getFieldValue('password')) throw new Error(t('password.mismatch'));
    },
  });
  return (
    <Card title={t('password.title')} style={{ maxWidth: 560 }}>
      <SchemaForm
        schema={passwordChange}
        form={form}
        formId={formId}
        fields={[
          { name: 'oldPassword', label: t('password.old'), input: 'password' },
          {
            name: 'password',
            label: t('password.new'),
            input: 'password',
            hint: t('password.newHint'),
            rules: [{ min: 6, message: t('password.tooShort') }],
            patternMessage: t('translation:server.loginPasswordRule'),
          },
          {
            name: 'confirmPassword',
            label: t('password.confirm'),
            input: 'password',
            rules: [{ required: true, message: t('password.confirmRequired') }, matches],
            dependencies: ['password'],
          },
        ]}
        onSubmit={submit}
        footer={
          <Button
            type="primary"
            htmlType="submit"
            loading={change.isPending || logOut.isPending}
            data-testid="password-submit"
          >
            {t('password.submit')}
          </Button>
        }
      />
    </Card>
  );
}
