import { Card, Flex, Typography, theme } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { APP_TITLE } from '../../lib/app-info';
import { showError } from '../../lib/feedback';
import { PATHS } from '../../lib/paths';
import { safeRedirect } from '../../lib/safe-redirect';
import type { Credentials } from './api/sign-in';
import { useSignIn } from './api/sign-in';
import { LoginForm } from './login-form';

/** `/login`: a centred card; after sign-in the user returns to where they were headed. */
export function LoginPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const location = useLocation();
  // After a log out the tab still wears the last screen's title.
  useEffect(() => {
    document.title = APP_TITLE;
  }, []);
  // The session guard hands over why the session was dropped; it is shown here, once the login
  // page stands, so the route change cannot swallow it. Then the state is cleared (no repeat on reload).
  const sessionError = (location.state as { sessionError?: string } | null)?.sessionError;
  useEffect(() => {
    if (!sessionError) return;
    showError(sessionError);
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [sessionError, location.pathname, location.search, navigate]);

  // A failed sign-in is already reported by the HTTP client (the server's description, 5 s).
  const submit = (credentials: Credentials) =>
    signIn.mutate(credentials, {
      onSuccess: () => navigate(safeRedirect(params.get('redirect')) ?? PATHS.home, { replace: true }),
    });

  return (
    <Flex
      vertical
      align="center"
      justify="center"
      style={{
        minHeight: '100vh',
        padding: 16,
        background: `linear-gradient(160deg, ${token.colorPrimaryBg} 0%, ${token.colorBgLayout} 60%)`,
      }}
    >
      <div style={{ position: 'fixed', top: 12, right: 16 }}>
        <LanguageSwitch />
      </div>
      <Card style={{ width: '100%', maxWidth: 400, boxShadow: token.boxShadowTertiary }}>
        <Flex justify="center" style={{ marginBottom: 8 }}>
          <img src="/logo.svg" alt="" width={48} height={48} />
        </Flex>
        <Typography.Title level={2} style={{ textAlign: 'center', marginBottom: 4 }}>
          {APP_TITLE}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 24 }}>
          {t('login.subtitle')}
        </Typography.Paragraph>
        <LoginForm onSubmit={submit} pending={signIn.isPending} />
      </Card>
    </Flex>
  );
}
