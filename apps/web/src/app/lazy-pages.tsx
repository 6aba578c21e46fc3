import { PageLoading } from '../components/page-loading';
import { loadChunk } from '../lib/chunk-load';
import { addCatalogues, type CatalogueModule, loadNamespaces } from '../lib/i18n';
import { codeLoader, WhenLoaded } from './code-loader';

// The login page and the signed-in shell are chunks of their own, so each downloads only what
// it shows (docs/performance.md, "First load"). Loading one early (see preloadPage) starts the
// download; the page renders the same module, at once if it is in by then.
const shell = codeLoader(() =>
  loadChunk(() => import('./shell-root')).then(async (m) => {
    await m.shellReady;
    return m.ShellRoot;
  }),
);

// The login page warms up the shell's code while a sign-in is on its way.
const login = codeLoader(() =>
  loadChunk(() => import('../features/auth/login-page')).then(({ LoginPage }) => {
    const onSigningIn = () => shell.preload();
    return function LoginRoute() {
      return <LoginPage onSigningIn={onSigningIn} />;
    };
  }),
);

// A report opened by its public link: a page of its own, with the store feature's strings only.
const sharedReport = codeLoader(() => {
  addCatalogues(import.meta.glob<CatalogueModule>('../features/store/i18n/*.json'));
  return Promise.all([
    loadChunk(() => import('../features/store/pages/shared-report-page')),
    loadNamespaces(['store']),
  ]).then(([m]) => m.default);
});

/** `/r/:token`, the public report, loaded on demand: no session, no shell. */
export function LazySharedReportPage() {
  return <WhenLoaded loader={sharedReport} fallback={<PageLoading />} />;
}

/** `/login`, loaded on demand, with a spinner until its code is in. */
export function LazyLoginPage() {
  return <WhenLoaded loader={login} fallback={<PageLoading />} />;
}

/** The console shell (sidebar, top bar, tabs, screens), loaded on demand, with a spinner until then. */
export function LazyShell() {
  return <WhenLoaded loader={shell} fallback={<PageLoading />} />;
}

/**
 * Starts downloading the page the start-up will show while the language loads: without a token
 * every path ends on the login page; with one, on the shell. A failure is left to the page.
 */
export function preloadPage(signedIn: boolean): void {
  (signedIn ? shell : login).preload();
}
