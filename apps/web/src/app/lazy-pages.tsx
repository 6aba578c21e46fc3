import { type ComponentType, lazy, Suspense } from 'react';
import { PageLoading } from '../components/page-loading';
import { loadChunk } from '../lib/chunk-load';

// The login page and the signed-in shell are chunks of their own, so each downloads only what
// it shows (docs/performance.md, "First load"). Calling a loader early (see preloadPage) starts
// the download; the later call by React.lazy gets the same module.
const loadLogin = () => import('../features/auth/login-page');
const loadShell = () => import('./shell-root');

const LoginPage = lazy(() => loadChunk(loadLogin).then((m) => ({ default: m.LoginPage })));
const ShellRoot = lazy(() =>
  loadChunk(loadShell).then(async (m) => {
    await m.shellReady;
    return { default: m.ShellRoot };
  }),
);

/** Renders a lazily loaded page, with a spinner until its code is in. */
function withSpinner(Page: ComponentType) {
  return function LazyPage() {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    );
  };
}

const prefetch = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);

/** The login page warms up the shell's code while a sign-in is on its way. */
function LoginRoute() {
  return <LoginPage onSigningIn={prefetch(loadShell)} />;
}

/** `/login`, loaded on demand. */
export const LazyLoginPage = withSpinner(LoginRoute);
/** The console shell (sidebar, top bar, tabs, screens), loaded on demand. */
export const LazyShell = withSpinner(ShellRoot);

/**
 * Starts downloading the page the start-up will show while the language loads: without a token
 * every path ends on the login page; with one, on the shell. A failure is left to the page.
 */
export function preloadPage(signedIn: boolean): void {
  prefetch(signedIn ? loadShell : loadLogin)();
}
