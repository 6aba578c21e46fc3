import { PATHS } from '../../lib/paths';
import { Navigate, useLocation } from '../../lib/router';

/**
 * `/auth-redirect` (public: docs/product-rules.md, "Screen paths"): the landing point of an
 * external sign-in hand-off. No external provider exists yet, so it passes its query (e.g.
 * `redirect`) on to the login page.
 */
export function AuthRedirectPage() {
  const { search } = useLocation();
  return <Navigate to={`${PATHS.login}${search}`} replace />;
}
