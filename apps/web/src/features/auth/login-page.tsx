import { theme } from 'antd';
import { useEffect } from 'react';
import { LanguageSwitch } from '../../components/language-switch';
import { APP_TITLE } from '../../lib/app-info';
import { showError } from '../../lib/feedback';
import { useT } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { useLocation, useNavigate, useSearchParams } from '../../lib/router';
import { safeRedirect } from '../../lib/safe-redirect';
import type { Credentials } from './api/sign-in';
import { useSignIn } from './api/sign-in';
import { LoginForm } from './login-form';

type Props = {
  /** Called as a sign-in is sent: the app layer starts fetching what comes after it. */
  onSigningIn?: () => void;
};

/**
 * `/login`: a centred card; after sign-in the user returns to where they were headed. The card
 * and its texts are plain elements styled with antd's tokens (they look as antd's Card and
 * Typography do): this page's first load stays small (docs/performance.md, "First load").
 */
export function LoginPage({ onSigningIn }: Props) {
  const t = useT();
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
  const submit = (credentials: Credentials) => {
    onSigningIn?.();
    void signIn.mutate(credentials, () =>
      navigate(safeRedirect(params.get('redirect')) ?? PATHS.home, { replace: true }),
    );
  };

  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: '100vh',
        padding: 16,
        background: `linear-gradient(160deg, ${token.colorPrimaryBg} 0%, ${token.colorBgLayout} 60%)`,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      <div style={{ position: 'fixed', top: 12, right: 16 }}>
        <LanguageSwitch />
      </div>
      <main
        style={{
          width: '100%',
          maxWidth: 400,
          padding: token.paddingLG,
          background: token.colorBgContainer,
          border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <div style={{ display: 'flex', justifyContent: 'center', marginBottom: 8 }}>
          <img src="/logo.svg" alt="" width={48} height={48} />
        </div>
        <h2
          style={{
            textAlign: 'center',
            margin: '0 0 4px',
            color: token.colorTextHeading,
            fontSize: token.fontSizeHeading2,
            lineHeight: token.lineHeightHeading2,
            fontWeight: token.fontWeightStrong,
          }}
        >
          {APP_TITLE}
        </h2>
        <p style={{ textAlign: 'center', margin: '0 0 24px', color: token.colorTextSecondary }}>
          {t('login.subtitle')}
        </p>
        <LoginForm onSubmit={submit} pending={signIn.isPending} />
      </main>
    </div>
  );
}
