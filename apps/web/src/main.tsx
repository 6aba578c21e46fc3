import 'antd/dist/reset.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app';
import { preloadPage } from './app/lazy-pages';
import { initI18n } from './lib/i18n';
import { registerImageCache } from './lib/service-worker';
import { getAccessToken } from './lib/token-storage';

// The first render is a transition: React renders the providers, the router and the session guard
// in slices between which the browser stays free, rather than in one task with the code's
// evaluation (docs/performance.md, "Lighthouse").
function render() {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppRoot />
      </StrictMode>,
    ),
  );
}

registerImageCache();
// The page's code downloads while the language loads, not after it.
preloadPage(getAccessToken() !== null);

// The first paint waits for the language's texts so no keys or English flash by; if they
// cannot load, the console still opens (in English, the fallback catalogue).
initI18n().then(render, (err: unknown) => {
  console.error(err);
  render();
});
