import { BrowserRouter } from '../lib/router';
import { Providers } from './providers';
import { AppRoutes } from './router';

/** The console: providers around the router. */
export function AppRoot() {
  return (
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
