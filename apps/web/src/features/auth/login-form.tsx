import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
// The field alone, not antd's Input namespace (with TextArea, Search, OTP): it is most of the
// login page's own antd code.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { prefetchMessages } from '../../lib/feedback';
import { useT } from '../../lib/i18n';
import type { Credentials } from './api/sign-in';
import { LoginField } from './login-field';

/**
 * The login password: 6-16 English letters and digits, case sensitive
 * (docs/product-rules.md, "Input rules").
 */
export const LOGIN_PASSWORD = /^[A-Za-z0-9]{6,16}$/;

type Field = keyof Credentials;
const FIELDS: readonly Field[] = ['username', 'password'];

/** The i18n key of what is wrong with a field's value, or null when it passes. */
export function loginProblem(field: Field, value: string): string | null {
  if (field === 'username') return value.trim() ? null : 'login.usernameRequired';
  if (!value) return 'login.passwordRequired';
  return LOGIN_PASSWORD.test(value) ? null : 'login.passwordRule';
}

type Props = { onSubmit: (credentials: Credentials) => void; pending: boolean };

/**
 * Username and password; Enter in either field submits. As with antd's Form, a field's rule
 * is checked as it is typed in, and every field's on submit.
 */
export function LoginForm({ onSubmit, pending }: Props) {
  const t = useT();
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [checked, setChecked] = useState<ReadonlySet<Field>>(new Set());
  const error = (field: Field) => {
    const key = checked.has(field) ? loginProblem(field, values[field]) : null;
    return key ? t(key) : null;
  };
  const change = (field: Field) => (e: ChangeEvent<HTMLInputElement>) => {
    // The form is in use: a sign-in may fail soon, and its message needs antd's message code.
    prefetchMessages();
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setChecked((c) => new Set(c).add(field));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    prefetchMessages();
    setChecked(new Set(FIELDS));
    if (FIELDS.every((f) => !loginProblem(f, values[f]))) onSubmit(values);
  };
  const aria = (field: Field) => ({
    'aria-invalid': error(field) ? true : undefined,
    'aria-describedby': error(field) ? `${field}-error` : undefined,
    status: error(field) ? ('error' as const) : undefined,
  });

  return (
    <form onSubmit={submit} noValidate>
      <LoginField id="username" label={t('login.username')} error={error('username')}>
        <Input
          id="username"
          size="large"
          value={values.username}
          onChange={change('username')}
          prefix={<UserOutlined />}
          placeholder={t('login.usernamePlaceholder')}
          autoComplete="username"
          autoFocus
          maxLength={64}
          data-testid="login-username"
          {...aria('username')}
        />
      </LoginField>
      <LoginField id="password" label={t('login.password')} error={error('password')}>
        <Password
          id="password"
          size="large"
          value={values.password}
          onChange={change('password')}
          prefix={<LockOutlined />}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          data-testid="login-password"
          {...aria('password')}
        />
      </LoginField>
      <div style={{ marginTop: 32 }}>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={pending}
          data-testid="login-submit"
        >
          {t('login.submit')}
        </Button>
      </div>
    </form>
  );
}
