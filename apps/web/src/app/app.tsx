import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import { router } from './router';

/** The console: providers around the router. */
export function AppRoot() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
