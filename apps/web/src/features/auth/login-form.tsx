import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Credentials } from './api/sign-in';

/** Spec §5: the login password is 6-16 English letters and digits, case sensitive. */
export const LOGIN_PASSWORD = /^[A-Za-z0-9]{6,16}$/;

type Props = { onSubmit: (credentials: Credentials) => void; pending: boolean };

/** Username and password; Enter in either field submits. */
export function LoginForm({ onSubmit, pending }: Props) {
  const { t } = useTranslation();
  return (
    <Form<Credentials> layout="vertical" size="large" requiredMark={false} onFinish={onSubmit}>
      <Form.Item
        name="username"
        label={t('login.username')}
        rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={t('login.usernamePlaceholder')}
          autoComplete="username"
          autoFocus
          maxLength={64}
          data-testid="login-username"
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[
          { required: true, message: t('login.passwordRequired') },
          { pattern: LOGIN_PASSWORD, message: t('login.passwordRule') },
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          data-testid="login-password"
        />
      </Form.Item>
      <Form.Item style={{ marginTop: 32, marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={pending} data-testid="login-submit">
          {t('login.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
